// Countries, states/provinces and cities for the signup, profile and seller forms.
import { z } from 'zod';
import { locationId } from './params.ts';

/** Bazaar's storefront may ask for Arabic country names (languageCode, language.ts). */
export const countriesRequest = z.object({});
/** CountryId 0 or -999 ("Select Country") is valid and lists no states. */
export const statesRequest = z.object({ CountryId: locationId() });
/** StateProvinceId 0 or -999 ("Select State") is valid and lists no cities. */
export const citiesRequest = z.object({ StateProvinceId: locationId() });

export const countryRow = z.object({ CountryID: z.number(), CountryName: z.string() });
export const stateRow = z.object({ StateProvinceID: z.number(), StateName: z.string() });
export const cityRow = z.object({ CityID: z.number(), CityName: z.string() });

export type CountryRow = z.infer<typeof countryRow>;
export type StateRow = z.infer<typeof stateRow>;
export type CityRow = z.infer<typeof cityRow>;

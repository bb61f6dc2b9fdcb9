import { z } from 'zod';
import { requiredInt } from './params.ts';

export const statesRequest = z.object({ CountryId: requiredInt(1) });
export const citiesRequest = z.object({ StateProvinceId: requiredInt(1) });

export const countryRow = z.object({ CountryID: z.number(), CountryName: z.string() });
export const stateRow = z.object({ StateProvinceID: z.number(), StateName: z.string() });
export const cityRow = z.object({ CityID: z.number(), CityName: z.string() });

export type CountryRow = z.infer<typeof countryRow>;
export type StateRow = z.infer<typeof stateRow>;
export type CityRow = z.infer<typeof cityRow>;

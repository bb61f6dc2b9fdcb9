// Country, state and city of an address: each optional (the -999 sentinel and 0 arrive as
// "none"), each must exist and belong to the one above it. A state or city given without the
// place above it completes it (the provider's profile form sends no country).
import type { Kysely } from 'kysely';
import { PLACE_PROBLEM_TEXTS } from '@bazaar/i18n/address-texts';
import { ApiError } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import { findCity, findCountry, findState } from './accounts.repository.ts';

export interface Places {
  country_id: number | null;
  state_province_id: number | null;
  city_id: number | null;
}

export interface ChosenPlaces {
  CountryID?: number | undefined;
  StateProvinceId?: number | undefined;
  CityId?: number | undefined;
}

const mismatch = (field: string, problem: keyof typeof PLACE_PROBLEM_TEXTS) =>
  new ApiError(400, { id: 'refusedField', params: { field, why: PLACE_PROBLEM_TEXTS[problem] } });

export async function resolvePlaces(
  db: Kysely<Database>,
  chosen: ChosenPlaces,
  keptCountry: number | null = null,
): Promise<Places> {
  let city: number | null = null;
  let state = chosen.StateProvinceId ?? null;
  let country = chosen.CountryID ?? null;
  if (chosen.CityId !== undefined) {
    const found = await findCity(db, chosen.CityId);
    if (!found) throw mismatch('CityId', 'noCity');
    if (state !== null && found.state_province_id !== state)
      throw mismatch('CityId', 'cityOutsideState');
    city = found.id;
    state = found.state_province_id;
  }
  if (state !== null) {
    const found = await findState(db, state);
    if (!found) throw mismatch('StateProvinceId', 'noState');
    if (country !== null && found.country_id !== country)
      throw mismatch('StateProvinceId', 'stateOutsideCountry');
    country = found.country_id;
  } else if (country === null) {
    country = keptCountry;
  }
  if (country !== null && !(await findCountry(db, country)))
    throw mismatch('CountryID', 'noCountry');
  return { country_id: country, state_province_id: state, city_id: city };
}

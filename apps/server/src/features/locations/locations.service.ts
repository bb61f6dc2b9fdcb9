// Location rules: "nothing chosen" (CountryId / StateProvinceId 0 or -999, parsed to undefined
// by the contract) lists nothing, and country names follow the shopper's language.
import type { Kysely } from 'kysely';
import type { Lang } from '@bazaar/i18n/text';
import type { CityRow, CountryRow, StateRow } from '@bazaar/contract/schemas/locations';
import type { Database } from '../../db/schema.ts';
import * as repository from './locations.repository.ts';

// Sorting here, not in SQL, gives one order on both dialects (their collations differ).
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const alphabetical = <T extends { name: string }>(rows: T[]): T[] =>
  rows.sort((a, b) => byName.compare(a.name, b.name));

export async function listCountries(
  db: Kysely<Database>,
  lang: Lang | undefined,
): Promise<CountryRow[]> {
  const countries = await repository.findCountries(db);
  return countries.map((country) => ({
    CountryID: country.id,
    CountryName: (lang === 'ar' && country.name_ar) || country.name,
  }));
}

export async function listStates(
  db: Kysely<Database>,
  countryId: number | undefined,
): Promise<StateRow[]> {
  if (countryId === undefined) return [];
  const states = alphabetical(await repository.findStates(db, countryId));
  return states.map((state) => ({ StateProvinceID: state.id, StateName: state.name }));
}

export async function listCities(
  db: Kysely<Database>,
  stateProvinceId: number | undefined,
): Promise<CityRow[]> {
  if (stateProvinceId === undefined) return [];
  const cities = alphabetical(await repository.findCities(db, stateProvinceId));
  return cities.map((city) => ({ CityID: city.id, CityName: city.name }));
}

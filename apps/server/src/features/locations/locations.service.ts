// Location rules: "nothing chosen" (CountryId / StateProvinceId 0 or -999, parsed to undefined
// by the contract) lists nothing, and place names follow the shopper's language (A to Z in it).
import type { Kysely } from 'kysely';
import type { Lang } from '@bazaar/i18n/text';
import type { CityRow, CountryRow, StateRow } from '@bazaar/contract/schemas/locations';
import type { Database } from '../../db/schema.ts';
import * as repository from './locations.repository.ts';

// Sorting here, not in SQL, gives one order on both dialects (their collations differ).
const collators = {
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
  ar: new Intl.Collator('ar', { sensitivity: 'base', numeric: true }),
};
/** The rows with their names in the language (the English one where no Arabic was loaded). */
function named<T extends { name: string; name_ar: string | null }>(rows: T[], lang?: Lang) {
  const said = rows.map((row) => ({ ...row, name: (lang === 'ar' && row.name_ar) || row.name }));
  const collator = collators[lang ?? 'en'];
  return said.sort((a, b) => collator.compare(a.name, b.name));
}

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
  lang?: Lang,
): Promise<StateRow[]> {
  if (countryId === undefined) return [];
  const states = named(await repository.findStates(db, countryId), lang);
  return states.map((state) => ({ StateProvinceID: state.id, StateName: state.name }));
}

export async function listCities(
  db: Kysely<Database>,
  stateProvinceId: number | undefined,
  lang?: Lang,
): Promise<CityRow[]> {
  if (stateProvinceId === undefined) return [];
  const cities = named(await repository.findCities(db, stateProvinceId), lang);
  return cities.map((city) => ({ CityID: city.id, CityName: city.name }));
}

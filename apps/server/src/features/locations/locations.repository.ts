// Country, state/province and city lookups for the address selects. Alphabetical order is the
// service's job: PostgreSQL and SQLite collate names differently.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findCountries(db: Kysely<Database>) {
  return db
    .selectFrom('countries')
    .select(['id', 'name', 'name_ar'])
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

export function findStates(db: Kysely<Database>, countryId: number) {
  return db
    .selectFrom('states_provinces')
    .select(['id', 'name', 'name_ar'])
    .where('country_id', '=', countryId)
    .orderBy('id')
    .execute();
}

export function findCities(db: Kysely<Database>, stateProvinceId: number) {
  return db
    .selectFrom('cities')
    .select(['id', 'name', 'name_ar'])
    .where('state_province_id', '=', stateProvinceId)
    .orderBy('id')
    .execute();
}

// get-countries-list, get-states-provinces-list (CountryId), get-cities-list (StateProvinceId):
// the address selects of signup, profile and the seller request.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import { listCities, listCountries, listStates } from './locations.service.ts';

export async function locationsFeature(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  defineEndpoint(app, 'getCountriesList', ({ params: { languageCode } }) =>
    listCountries(db, languageCode),
  );
  defineEndpoint(app, 'getStatesList', ({ params: { CountryId } }) => listStates(db, CountryId));
  defineEndpoint(app, 'getCitiesList', ({ params: { StateProvinceId } }) =>
    listCities(db, StateProvinceId),
  );
}

// get-countries-list, get-states-provinces-list (CountryId), get-cities-list (StateProvinceId):
// the address selects of signup, profile and the seller request.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineEndpoint, type FeatureOptions } from '../../wire.ts';
import { listCities, listCountries, listStates } from './locations.service.ts';

export const locationsFeature = fp<FeatureOptions>(
  async (app: FastifyInstance, { db }) => {
    defineEndpoint(app, 'getCountriesList', ({ params: { languageCode } }) =>
      listCountries(db, languageCode),
    );
    defineEndpoint(app, 'getStatesList', ({ params: { CountryId, languageCode } }) =>
      listStates(db, CountryId, languageCode),
    );
    defineEndpoint(app, 'getCitiesList', ({ params: { StateProvinceId, languageCode } }) =>
      listCities(db, StateProvinceId, languageCode),
    );
  },
  { name: 'locations', dependencies: [] },
);

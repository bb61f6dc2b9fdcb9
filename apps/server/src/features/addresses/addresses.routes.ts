// The address book's endpoints (Bazaar additions, docs/wire-contract.md "Address book"): the
// caller's own book only (Token + UserID, deviation #8).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineEndpoint, type FeatureOptions } from '../../wire.ts';
import { listAddresses, makeDefault, removeAddress, saveAddress } from './addresses.service.ts';

export const addressesFeature = fp<FeatureOptions & { now?: () => Date }>(
  async (app: FastifyInstance, { db, now = () => new Date() }) => {
    const access = { access: 'required', db } as const;
    defineEndpoint(
      app,
      'getCustomerAddresses',
      ({ params, user }) => listAddresses(db, user, params.languageCode),
      access,
    );
    defineEndpoint(
      app,
      'saveCustomerAddress',
      ({ params, user }) => saveAddress(db, user, params, now),
      access,
    );
    defineEndpoint(
      app,
      'deleteCustomerAddress',
      ({ params, user }) => removeAddress(db, user, params.AddressId, params.languageCode),
      access,
    );
    defineEndpoint(
      app,
      'setDefaultCustomerAddress',
      ({ params, user }) => makeDefault(db, user, params.AddressId, params.languageCode),
      access,
    );
  },
  { name: 'addresses', dependencies: [] },
);

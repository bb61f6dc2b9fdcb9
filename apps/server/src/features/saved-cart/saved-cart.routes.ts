// A logged-in shopper's cart and wish list on the server (issue #19 item 8): the wish list's add
// and remove (the get-customer-favourite-products family) and the saved cart's merge and save.
// Thin: the rules are in saved-cart.service.ts. Every call needs the shopper's own Token.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineEndpoint, type FeatureOptions } from '../../wire.ts';
import {
  addFavourite,
  mergeSavedCart,
  removeFavourite,
  saveCartLines,
} from './saved-cart.service.ts';

export const savedCartFeature = fp<FeatureOptions>(
  async (app: FastifyInstance, { db }) => {
    const ownOnly = { access: 'required', db } as const;
    defineEndpoint(
      app,
      'mergeSavedCart',
      ({ params, user }) => mergeSavedCart(db, user, params),
      ownOnly,
    );
    defineEndpoint(
      app,
      'saveCartLines',
      ({ params, user }) => saveCartLines(db, user, params),
      ownOnly,
    );
    defineEndpoint(
      app,
      'addFavouriteProduct',
      ({ params: { ProductId, SizeId, ColorId, Quantity }, user }) =>
        addFavourite(db, user, { ProductId, SizeId, ColorId, Quantity }),
      ownOnly,
    );
    defineEndpoint(
      app,
      'removeFavouriteProduct',
      ({ params, user }) => removeFavourite(db, user, params.ProductId),
      ownOnly,
    );
  },
  { name: 'saved-cart', dependencies: [] },
);

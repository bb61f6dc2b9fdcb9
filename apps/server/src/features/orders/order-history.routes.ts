// The shopper's orders after placing them (issue #10): the history list, one order's items, and
// the download of a bought digital file. Placing an order is orders.routes.ts's.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import { registerDigitalDownload } from './digital-download.ts';
import { orderDetail, orderHistory } from './order-history.service.ts';

export interface OrderHistoryOptions {
  db: Kysely<Database>;
  filesDir: string;
}

export const orderHistoryFeature = fp<OrderHistoryOptions>(
  async (app: FastifyInstance, { db, filesDir }) => {
    defineEndpoint(app, 'getOrderHistory', ({ params, user }) => orderHistory(db, user, params), {
      access: 'required',
      db,
    });
    defineEndpoint(
      app,
      'getOrderHistoryDetail',
      ({ params, user }) => orderDetail(db, user, params),
      { access: 'required', db },
    );
    registerDigitalDownload(app, { db, filesDir });
  },
  { name: 'order-history', dependencies: [] },
);

// The shopper's orders after placing them (issue #10): the history list, one order's items, and
// the download of a bought digital file. Placing an order is orders.routes.ts's.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import { registerDigitalDownload } from './digital-download.ts';
import { orderDetail, orderHistory } from './order-history.service.ts';

export interface OrderHistoryOptions {
  db: Kysely<Database>;
  filesDir: string;
}

export async function orderHistoryFeature(
  app: FastifyInstance,
  { db, filesDir }: OrderHistoryOptions,
): Promise<void> {
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
  return Promise.resolve();
}

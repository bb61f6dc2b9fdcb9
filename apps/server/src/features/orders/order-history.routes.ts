// The shopper's orders after placing them (issue #10): the history list, one order's items, the
// download of a bought digital file, and one order by its number (the confirmation page, #19).
// Placing an order is orders.routes.ts's.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineEndpoint, type FeatureOptions } from '../../wire.ts';
import { registerDigitalDownload } from './digital-download.ts';
import type { DeliveryDays } from '@bazaar/contract/orders/expected-delivery';
import { customerOrderDetail } from './order-detail.service.ts';
import { orderDetail, orderHistory } from './order-history.service.ts';

export interface OrderHistoryOptions extends FeatureOptions {
  filesDir: string;
  /** DELIVERY_DISPATCH_DAYS and DELIVERY_TRANSIT_DAYS_MIN/MAX: the expected delivery's range. */
  deliveryDays: DeliveryDays;
}

export const orderHistoryFeature = fp<OrderHistoryOptions>(
  async (app: FastifyInstance, { db, filesDir, deliveryDays }) => {
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
    defineEndpoint(
      app,
      'getCustomerOrderDetail',
      ({ params, user }) => customerOrderDetail(db, user, params, deliveryDays),
      { access: 'required', db },
    );
    registerDigitalDownload(app, { db, filesDir });
  },
  { name: 'order-history', dependencies: [] },
);

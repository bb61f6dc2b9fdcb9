// The console's orders, seller requests and customers (issue #22): thin handlers, each an entry
// of the contract's CONSOLE_ENDPOINTS behind the staff feature's one role guard.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { createPaymentGateway } from '../../gateways/payment/create-payment-gateway.ts';
import { actorOf, defineConsoleEndpoint, staffContext, type ConsoleGuard } from '../staff/index.ts';
import type { ConsoleServices } from './console-context.ts';
import * as customers from './console-customers.service.ts';
import * as moves from './console-order-moves.ts';
import * as orders from './console-orders.service.ts';
import * as products from './console-products.service.ts';
import * as sellers from './console-sellers.service.ts';

export interface ConsoleOptions {
  db: Kysely<Database>;
  config: Config;
}

export const consoleFeature = fp<ConsoleOptions>(
  async (app: FastifyInstance, { db, config }) => {
    const ctx: ConsoleServices = {
      db,
      mailer: app.mailer,
      publicUrl: config.PUBLIC_URL,
      gateway: createPaymentGateway(db, config),
      now: () => new Date(),
    };
    const guard: ConsoleGuard = { db, sessions: staffContext(app, db, config).sessions };
    /** A write queued mail (a stage e-mail, a decision): send it now, after the answer. */
    const mailed = <T>(result: T) => {
      void app.mailer.kick();
      return result;
    };
    const define = defineConsoleEndpoint;
    define(app, guard, 'listOrders', ({ params }) => orders.listOrders(ctx, params));
    define(app, guard, 'showOrder', ({ params }) => orders.showOrder(ctx, params.orderId));
    define(app, guard, 'moveOrder', async ({ params, staff }) =>
      mailed(await moves.moveOrder(ctx, params, actorOf(staff))),
    );
    define(app, guard, 'cancelOrder', async ({ params, staff }) =>
      mailed(await moves.cancelOrder(ctx, params, actorOf(staff))),
    );
    define(app, guard, 'decideReturn', async ({ params, staff }) =>
      mailed(await moves.decideReturn(ctx, params, actorOf(staff))),
    );
    define(app, guard, 'listSellerRequests', ({ params }) =>
      sellers.listSellerRequests(ctx, params),
    );
    define(app, guard, 'decideSellerRequest', async ({ params, staff }) =>
      mailed(await sellers.decideSellerRequest(ctx, params, actorOf(staff))),
    );
    define(app, guard, 'listCustomers', ({ params }) => customers.listCustomers(ctx, params));
    define(app, guard, 'showCustomer', ({ params }) => customers.showCustomer(ctx, params.userId));
    define(app, guard, 'listProducts', ({ params }) => products.listProducts(ctx, params));
    define(app, guard, 'updateProduct', ({ params, staff }) =>
      products.updateProduct(ctx, params, actorOf(staff)),
    );
    define(app, guard, 'revokeCustomerSessions', ({ params, staff }) =>
      customers.revokeCustomerSessions(ctx, params, actorOf(staff)),
    );
  },
  { name: 'console', dependencies: ['mailer', 'staff'] },
);

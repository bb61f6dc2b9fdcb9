// Placing orders and paying (issue #10): post-customer-order, the sandbox's card token and
// wallet steps, and the card key. Abandoned attempts are swept on a timer by every instance.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createPaymentGateway } from '../../gateways/payment/create-payment-gateway.ts';
import { SandboxGateway } from '../../gateways/payment/sandbox/sandbox-gateway.ts';
import { defineEndpoint, type FeatureOptions } from '../../wire.ts';
import { sweepAbandonedAttempts } from './abandoned-attempts.ts';
import { orderAttemptStatus } from './attempt-status.service.ts';
import type { OrdersContext } from './context.ts';
import { faultHook } from './order-faults.ts';
import * as payments from './payments.service.ts';
import { placeOrder } from './place-order.service.ts';

const SWEEP_MS = 30_000;

const sandboxOf = (gateways: readonly unknown[]) =>
  gateways.find((gateway): gateway is SandboxGateway => gateway instanceof SandboxGateway) ?? null;

export interface OrdersOptions extends FeatureOptions {
  config: Config;
}

export const ordersFeature = fp<OrdersOptions>(
  async (app: FastifyInstance, { db, config }) => {
    const gateway = createPaymentGateway(db, config);
    const ctx: OrdersContext = {
      db,
      gateway,
      sandbox: sandboxOf(gateway.gateways),
      providers: { card: gateway.card.provider, wallet: gateway.wallet.provider },
      mailer: app.mailer,
      now: () => new Date(),
      publicUrl: config.PUBLIC_URL,
      cashOnDeliveryCaps: {
        openOrders: config.COD_OPEN_ORDERS_PER_SHOPPER,
        openUnits: config.COD_OPEN_UNITS_PER_SHOPPER,
      },
      freeDeliveryThresholdPaise: config.FREE_DELIVERY_THRESHOLD_RUPEES * 100,
      fault: faultHook(config.ORDER_FAULT),
    };
    app.log.info({ payments: gateway.provider }, 'payment gateway');
    const sweep = () =>
      void sweepAbandonedAttempts(ctx).catch((error: unknown) =>
        app.log.error({ err: error }, 'sweeping abandoned order attempts failed'),
      );
    const timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));

    const signedIn = { access: 'required', db } as const;
    defineEndpoint(
      app,
      'postCustomerOrder',
      ({ params, user, idempotencyKey }) => placeOrder(ctx, params, user, idempotencyKey),
      signedIn,
    );
    defineEndpoint(
      app,
      'getOrderAttempt',
      ({ params, user }) => orderAttemptStatus(ctx, params, user),
      signedIn,
    );
    defineEndpoint(
      app,
      'createCardToken',
      ({ params, user }) => payments.createCardToken(ctx, params, user),
      signedIn,
    );
    defineEndpoint(
      app,
      'createWalletOrder',
      ({ params, user }) => payments.createWalletOrder(ctx, params, user),
      signedIn,
    );
    defineEndpoint(
      app,
      'createPaymentCheckout',
      ({ params, user }) => payments.createCheckout(ctx, params, user),
      signedIn,
    );
    defineEndpoint(
      app,
      'approveWalletOrder',
      ({ params, user }) => payments.approveWalletOrder(ctx, params, user),
      signedIn,
    );
    defineEndpoint(app, 'getStripePublicKey', async () =>
      Promise.resolve({ strpK: gateway.publishableKey }),
    );
  },
  { name: 'orders', dependencies: ['mailer'] },
);

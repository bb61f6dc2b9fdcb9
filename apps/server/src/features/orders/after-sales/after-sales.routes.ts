// After-sales endpoints (issue #20 §2, §3): cancel-customer-order, request-customer-return and
// get-customer-after-sales, for the caller's own orders; and the sweep that retries refunds a
// gateway did not confirm (every instance, on a timer; each refund settles once).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config.ts';
import { createPaymentGateway } from '../../../gateways/payment/create-payment-gateway.ts';
import { defineEndpoint, type FeatureOptions } from '../../../wire.ts';
import type { ShopperAfterSalesContext } from './after-sales-context.ts';
import { cancelCustomerOrder } from './cancel.service.ts';
import { settlePendingRefunds } from './refunds.ts';
import { customerAfterSales, requestCustomerReturn } from './returns.service.ts';

const REFUND_SWEEP_MS = 60_000;

export interface AfterSalesOptions extends FeatureOptions {
  config: Config;
}

export const afterSalesFeature = fp<AfterSalesOptions>(
  async (app: FastifyInstance, { db, config }) => {
    const ctx: ShopperAfterSalesContext = {
      db,
      gateway: createPaymentGateway(db, config),
      mailer: app.mailer,
      publicUrl: config.PUBLIC_URL,
      now: () => new Date(),
      filesDir: config.FILES_DIR,
    };
    const sweep = () =>
      void settlePendingRefunds(ctx).catch((error: unknown) =>
        app.log.error({ err: error }, 'retrying pending refunds failed'),
      );
    const timer = setInterval(sweep, REFUND_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));

    const signedIn = { access: 'required', db } as const;
    const limited = (bucket: string) => ({
      ...signedIn,
      rateLimit: { bucket, max: config.FORM_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
    });
    defineEndpoint(
      app,
      'cancelCustomerOrder',
      ({ params, user }) => cancelCustomerOrder(ctx, params, user),
      limited('cancel-order'),
    );
    defineEndpoint(
      app,
      'requestCustomerReturn',
      ({ params, user }) => requestCustomerReturn(ctx, params, user),
      limited('request-return'),
    );
    defineEndpoint(
      app,
      'getCustomerAfterSales',
      ({ params, user }) => customerAfterSales(ctx, params, user),
      signedIn,
    );
  },
  { name: 'after-sales', dependencies: ['rate-limit', 'mailer'] },
);

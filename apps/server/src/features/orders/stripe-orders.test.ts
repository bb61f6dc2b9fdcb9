// Placing card orders with Stripe configured, through the real app on each dialect: the
// PaymentIntent is for the server's amount under the attempt's reference, a decline gives the
// stock back, and Stripe's webhooks are taken only when signed (a replay changes nothing).
// Stripe's answers are recorded (gateways/payment/stripe/fixtures) and served through nock.
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import {
  stripeApi,
  stripeFixture,
  useRecordedStripe,
} from '../../gateways/payment/stripe/stripe.test-support.ts';
import {
  cartOf,
  createShopper,
  orderParams,
  productWithStock,
  stockOf,
  type Shopper,
} from './orders.test-support.ts';

const WEBHOOK_SECRET = 'whsec_bazaarApiTestSecret';
const STRIPE_CONFIG = {
  PAYMENT_CARD_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_bazaarApiTest',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_bazaarApiTest',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
} as const;
type Placed = { ResponseMsg: string; OrderId: number }[];
type Form = Record<string, string>;

useRecordedStripe();

describe.each(DIALECTS)('card orders through Stripe on %s', (dialect) => {
  const t = useTestApp(dialect, { config: STRIPE_CONFIG });
  let shopper: Shopper;
  let product: Awaited<ReturnType<typeof productWithStock>>;

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    product = await productWithStock(t.db, 20);
  });

  const place = (paymentToken: string) =>
    call<Placed>(
      t.app,
      'postCustomerOrder',
      orderParams(shopper, {
        PaymentMethod: '5',
        paymentToken,
        cartJsonData: cartOf([product.id, 2]),
      }),
      shopper.headers,
    );

  it('answers only the publishable key', async () => {
    const { data } = await call<{ strpK: string }>(t.app, 'getStripePublicKey', {});
    expect(data).toEqual({ strpK: 'pk_test_bazaarApiTest' });
  });

  it('charges the server’s amount once, under the attempt’s reference', async () => {
    const { data: checkout } = await call<{ AmountPaise: number; OrderId: null }>(
      t.app,
      'createPaymentCheckout',
      { PaymentMethod: 5, cartJsonData: cartOf([product.id, 2]) },
      shopper.headers,
    );
    expect(checkout.OrderId).toBeNull();
    let sent: Form = {};
    let key: unknown;
    stripeApi()
      .post('/v1/payment_intents', (body: Form) => ((sent = body), true))
      .reply(function reply() {
        key = this.req.headers['idempotency-key'];
        return [
          200,
          { ...stripeFixture('payment-intent-succeeded'), amount_received: Number(sent.amount) },
        ];
      });
    const before = await stockOf(t.db, product.id);
    const { data } = await place('pm_1QbZ3kLkdIwHu7ixVn5Qm9rA');
    expect(data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    expect(Number(sent.amount)).toBe(checkout.AmountPaise);
    expect(sent['metadata[reference]']).toBe(key);
    expect(key).toMatch(/^attempt-\d+$/);
    expect(await stockOf(t.db, product.id)).toBe(before - 2);
    const payment = await t.db
      .selectFrom('payment_transactions')
      .select(['provider', 'provider_reference', 'amount_paise'])
      .where('order_id', '=', data[0]?.OrderId ?? 0)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({
      provider: 'stripe',
      provider_reference: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq',
      amount_paise: checkout.AmountPaise,
    });
  });

  it('tells a declined shopper why and gives the stock back', async () => {
    stripeApi().post('/v1/payment_intents').reply(402, stripeFixture('error-insufficient-funds'));
    const before = await stockOf(t.db, product.id);
    const { envelope } = await place('pm_1QbZ3kLkdIwHu7ixVn5Qm9rB');
    expect(envelope.errorMessage).toBe(ORDER_MESSAGES.insufficientFunds);
    expect(await stockOf(t.db, product.id)).toBe(before);
  });

  it('refuses a card that needs 3-D Secure with a clear message', async () => {
    stripeApi()
      .post('/v1/payment_intents')
      .reply(402, stripeFixture('error-authentication-required'));
    const { envelope } = await place('pm_1QbZ3kLkdIwHu7ixVn5Qm9rC');
    expect(envelope.errorMessage).toBe(ORDER_MESSAGES.cardNeedsAuthentication);
  });

  it('takes a signed webhook once and refuses a forged one', async () => {
    const body = JSON.stringify(stripeFixture('event-payment-intent-succeeded'));
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    const stripe = new Stripe('sk_test_bazaarApiTest');
    const signed = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
    });
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_forgedSecret1',
    });
    expect((await post(forged)).statusCode).toBe(400);
    const first = await post(signed);
    expect(first.json()).toEqual({ received: true });
    const again = await post(signed);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const events = await t.db
      .selectFrom('payment_events')
      .select(['provider', 'payment_reference'])
      .execute();
    expect(events).toEqual([
      { provider: 'stripe', payment_reference: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq' },
    ]);
  });
});

// Placing orders with Razorpay configured for cards and wallets, through the real app, against
// Razorpay's recorded answers (nock): the methods and key the storefront is told, an order
// paid by card and by wallet for the server's amount, the webhook (forged, replayed), and a
// payment whose browser never came back — refunded by the sweep, never left without an order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { testConfig } from '../../config.ts';
import { createPaymentGateway } from '../../gateways/payment/create-payment-gateway.ts';
import { findCheckout } from '../../gateways/payment/checkouts.repository.ts';
import {
  fixture,
  razorpayConfig,
  RazorpayStandIn,
  webhookSignature,
} from '../../gateways/payment/razorpay/razorpay.test-support.ts';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { settleUnclaimedCheckouts, UNCLAIMED_PAYMENT_GRACE_MS } from './abandoned-attempts.ts';
import {
  cartOf,
  createShopper,
  orderParams,
  productWithStock,
  stockOf,
  testOrdersContext,
  type Shopper,
} from './orders.test-support.ts';

type Placed = { ResponseMsg: string; OrderId: number; OrderNumber: string }[];
type Checkout = { Provider: string; OrderId: string; AmountPaise: number; Key: string };

describe.each(DIALECTS)('placing orders with Razorpay on %s', (dialect) => {
  const t = useTestApp(dialect, { config: razorpayConfig() });
  let razorpay: RazorpayStandIn;
  let shopper: Shopper;
  let product: Awaited<ReturnType<typeof productWithStock>>;

  beforeAll(async () => {
    razorpay = new RazorpayStandIn();
    shopper = await createShopper(t.db);
    product = await productWithStock(t.db, 50);
  });
  afterAll(() => RazorpayStandIn.stop());

  const checkout = async (PaymentMethod: '2' | '5', quantity = 1) =>
    (
      await call<Checkout>(
        t.app,
        'createPaymentCheckout',
        { cartJsonData: cartOf([product.id, quantity]), PaymentMethod },
        shopper.headers,
      )
    ).data;
  const place = (
    PaymentMethod: '2' | '5',
    orderId: string,
    paid: { paymentId: string; signature: string },
    quantity = 1,
  ) =>
    call<Placed>(
      t.app,
      'postCustomerOrder',
      orderParams(shopper, {
        PaymentMethod,
        cartJsonData: cartOf([product.id, quantity]),
        razorpay_order_id: orderId,
        razorpay_payment_id: paid.paymentId,
        razorpay_signature: paid.signature,
      }),
      shopper.headers,
    );
  const deliver = (body: string, signature = webhookSignature(body), eventId = 'evt_1') =>
    t.app.inject({
      method: 'POST',
      url: '/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });

  it('names the methods by Razorpay in both languages and answers its key id only', async () => {
    const en = await call<{ PaymentMethodId: number; PaymentMethodName: string }[]>(
      t.app,
      'getPaymentMethods',
      { languageCode: 'en' },
    );
    expect(en.data.find((m) => m.PaymentMethodId === 5)?.PaymentMethodName).toBe(
      'UPI, cards, netbanking (Razorpay)',
    );
    expect(en.data.find((m) => m.PaymentMethodId === 2)?.PaymentMethodName).toBe(
      'Wallets and UPI (Razorpay)',
    );
    const ar = await call<{ PaymentMethodId: number; PaymentMethodName: string }[]>(
      t.app,
      'getPaymentMethods',
      { languageCode: 'ar' },
    );
    expect(ar.data.find((m) => m.PaymentMethodId === 5)?.PaymentMethodName).toMatch(
      /البطاقات.*Razorpay/,
    );
    const key = await call<{ strpK: string }>(t.app, 'getStripePublicKey');
    expect(key.data).toEqual({ strpK: 'rzp_test_BazaarTest0001' });
    expect(JSON.stringify([en.data, ar.data, key.data])).not.toContain('bazaarTestKeySecret');
  });

  it('has no sandbox card form or wallet approval while Razorpay serves both', async () => {
    const card = await call(
      t.app,
      'createCardToken',
      { CardNumber: '4242424242424242', ExpiryMonth: 12, ExpiryYear: 2040, Cvc: '123' },
      shopper.headers,
    );
    expect(card.status).toBe(404);
  });

  it.each([
    ['5', 'card'],
    ['2', 'wallet'],
  ] as const)('places an order paid by %s (%s) for the server’s amount', async (method, _kind) => {
    const stock = await stockOf(t.db, product.id);
    const made = await checkout(method, 2);
    expect(made).toMatchObject({ Provider: 'razorpay', Key: 'rzp_test_BazaarTest0001' });
    expect(made.AmountPaise).toBe(razorpay.orders.get(made.OrderId)?.amount);
    const paid = razorpay.pay(made.OrderId);
    const { data } = await place(method, made.OrderId, paid, 2);
    expect(data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', data[0]?.OrderId ?? 0)
      .executeTakeFirstOrThrow();
    expect(order.payment_reference).toBe(paid.paymentId);
    expect(order.total_paise - order.discount_paise).toBe(made.AmountPaise);
    expect(await stockOf(t.db, product.id)).toBe(stock - 2);
  });

  it('refuses a forged signature at placement: no order, stock back', async () => {
    const stock = await stockOf(t.db, product.id);
    const made = await checkout('5');
    const paid = razorpay.pay(made.OrderId);
    const { envelope } = await place('5', made.OrderId, { ...paid, signature: '0'.repeat(64) });
    expect(envelope.statusCode).toBe(501);
    expect(await stockOf(t.db, product.id)).toBe(stock);
  });

  it('refuses a forged webhook, takes a real one once, and a replay changes nothing', async () => {
    const made = await checkout('5');
    const paid = razorpay.pay(made.OrderId);
    const event = fixture('webhook-payment-captured') as {
      payload: { payment: { entity: Record<string, unknown> } };
    };
    Object.assign(event.payload.payment.entity, { id: paid.paymentId, order_id: made.OrderId });
    const body = JSON.stringify(event);
    const forged = await deliver(body, webhookSignature(body, 'not-the-secret'));
    expect(forged.statusCode).toBe(400);
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
    expect((await deliver(body, undefined, 'evt_paid')).json()).toEqual({ received: true });
    expect((await findCheckout(t.db, 'razorpay', made.OrderId))?.status).toBe('paid');
    // The browser comes back after the webhook: the order is placed all the same.
    const { data } = await place('5', made.OrderId, paid);
    expect(data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    expect((await deliver(body, undefined, 'evt_paid')).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await findCheckout(t.db, 'razorpay', made.OrderId))?.status).toBe('captured');
    expect(razorpay.refunds.filter((refund) => refund.payment_id === paid.paymentId)).toEqual([]);
  });

  it('refunds a payment whose browser never came back, once, and refuses it afterwards', async () => {
    const made = await checkout('2');
    const paid = razorpay.pay(made.OrderId);
    const event = fixture('webhook-payment-captured') as {
      payload: { payment: { entity: Record<string, unknown> } };
    };
    Object.assign(event.payload.payment.entity, { id: paid.paymentId, order_id: made.OrderId });
    await deliver(JSON.stringify(event), undefined, 'evt_orphan');
    const ctx = testOrdersContext(t.db, undefined, {
      gateway: createPaymentGateway(t.db, testConfig(razorpayConfig())),
    });
    // Within the grace the shopper may still come back: nothing is refunded yet.
    expect(await settleUnclaimedCheckouts(ctx, new Date())).toBe(0);
    const later = new Date(Date.now() + UNCLAIMED_PAYMENT_GRACE_MS + 1_000);
    // Razorpay down: nothing is lost, the checkout waits as paid for the next sweep.
    razorpay.failNext('GET /orders/payments', 'server-error');
    await expect(settleUnclaimedCheckouts(ctx, later)).rejects.toThrow(/answered 503/);
    expect((await findCheckout(t.db, 'razorpay', made.OrderId))?.status).toBe('paid');
    const retry = new Date(later.getTime() + UNCLAIMED_PAYMENT_GRACE_MS + 1_000);
    expect(await settleUnclaimedCheckouts(ctx, retry)).toBe(1);
    expect(await settleUnclaimedCheckouts(ctx, retry)).toBe(0);
    expect(razorpay.refunds.filter((refund) => refund.payment_id === paid.paymentId)).toEqual([
      expect.objectContaining({ amount: made.AmountPaise }),
    ]);
    const late = await place('2', made.OrderId, paid);
    expect(late.envelope.errorMessage).toMatch(/refunded/);
  });
});

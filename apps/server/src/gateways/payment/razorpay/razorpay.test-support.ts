// A stand-in for api.razorpay.com for tests, through nock (it intercepts Node's http, which the
// SDK's axios uses): answers in the recorded shapes of fixtures/, for the orders, payments and
// refunds a test sets up. Nothing leaves the machine (nock.disableNetConnect).
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import nock from 'nock';
import type { Config } from '../../../config.ts';

export const TEST_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_BazaarTest0001',
  RAZORPAY_KEY_SECRET: 'bazaarTestKeySecret00001',
  RAZORPAY_WEBHOOK_SECRET: 'bazaar-webhook-secret',
} as const;

export const razorpayConfig = (): Partial<Config> => ({
  ...TEST_KEYS,
  PAYMENT_CARD_PROVIDER: 'razorpay',
  PAYMENT_WALLET_PROVIDER: 'razorpay',
});

const API = 'https://api.razorpay.com';

type Json = Record<string, unknown>;
export const fixture = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8')) as Json;

/** What Razorpay Checkout's handler hands the browser: HMAC-SHA256 of "order|payment". */
export const checkoutSignature = (
  orderId: string,
  paymentId: string,
  secret: string = TEST_KEYS.RAZORPAY_KEY_SECRET,
) => createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

export const webhookSignature = (
  body: string,
  secret: string = TEST_KEYS.RAZORPAY_WEBHOOK_SECRET,
) => createHmac('sha256', secret).update(body).digest('hex');

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/** The account's state as the stand-in keeps it. */
export class RazorpayStandIn {
  readonly orders = new Map<string, Json>();
  readonly payments = new Map<string, Json>();
  readonly refunds: Json[] = [];
  /** Calls answered, as "METHOD path". */
  readonly calls: string[] = [];

  constructor() {
    nock.disableNetConnect();
    const scope = nock(API).persist();
    scope.post('/v1/orders').reply((_uri, body) => {
      const { amount, currency, receipt, notes } = body as Json;
      const order = {
        ...fixture('order'),
        id: newId('order'),
        amount,
        amount_due: amount,
        currency,
        receipt,
        notes,
      };
      this.orders.set(order.id, order);
      return this.answer('POST /orders', 200, order);
    });
    scope
      .get('/v1/orders')
      .query(true)
      .reply((uri) => {
        const receipt = new URL(uri, API).searchParams.get('receipt');
        const items = [...this.orders.values()].filter((order) => order.receipt === receipt);
        return this.answer('GET /orders', 200, {
          entity: 'collection',
          count: items.length,
          items,
        });
      });
    scope.get(/^\/v1\/orders\/[^/]+\/payments$/).reply((uri) => {
      const orderId = uri.split('/')[3];
      const items = [...this.payments.values()].filter((payment) => payment.order_id === orderId);
      return this.answer('GET /orders/payments', 200, {
        entity: 'collection',
        count: items.length,
        items,
      });
    });
    scope.get(/^\/v1\/payments\/[^/]+(\?.*)?$/).reply((uri) => {
      const payment = this.payments.get(uri.split('/')[3]?.split('?')[0] ?? '');
      return payment
        ? this.answer('GET /payments', 200, payment)
        : this.answer('GET /payments', 400, notFound());
    });
    scope.post(/^\/v1\/payments\/[^/]+\/capture$/).reply((uri, body) => {
      const payment = this.payments.get(uri.split('/')[3] ?? '');
      if (!payment || payment.status !== 'authorized')
        return this.answer('POST /capture', 400, notFound());
      Object.assign(payment, { status: 'captured', captured: true, amount: (body as Json).amount });
      return this.answer('POST /capture', 200, payment);
    });
    scope.get(/^\/v1\/payments\/[^/]+\/refunds/).reply((uri) => {
      const paymentId = uri.split('/')[3];
      const items = this.refunds.filter((refund) => refund.payment_id === paymentId);
      return this.answer('GET /refunds', 200, { entity: 'collection', count: items.length, items });
    });
    scope.post(/^\/v1\/payments\/[^/]+\/refund$/).reply((uri, body) => {
      const payment = this.payments.get(uri.split('/')[3] ?? '');
      const { amount, receipt, notes } = body as Json;
      const refunded = Number(payment?.amount_refunded ?? 0) + Number(amount);
      if (
        !payment ||
        (payment.status !== 'captured' && payment.status !== 'refunded') ||
        refunded > Number(payment.amount)
      ) {
        return this.answer('POST /refund', 400, fixture('error-bad-request'));
      }
      const refund = {
        ...fixture('refund'),
        id: newId('rfnd'),
        amount,
        receipt,
        notes,
        payment_id: payment.id,
      };
      this.refunds.push(refund);
      const full = refunded === Number(payment.amount);
      Object.assign(payment, {
        amount_refunded: refunded,
        refund_status: full ? 'full' : 'partial',
        ...(full ? { status: 'refunded' } : {}),
      });
      return this.answer('POST /refund', 200, refund);
    });
  }

  private readonly faults = new Map<string, 'timeout' | 'server-error' | 'refused'>();

  /** The next `call` ("POST /orders", "GET /payments", …) hangs past the timeout or answers 5xx. */
  failNext(call: string, how: 'timeout' | 'server-error' | 'refused'): void {
    this.faults.set(call, how);
  }

  private answer(call: string, status: number, body: Json): Promise<[number, Json]> {
    this.calls.push(call);
    const fault = this.faults.get(call);
    this.faults.delete(call);
    if (fault === 'server-error') return Promise.resolve([503, fixture('error-server')]);
    if (fault === 'refused') return Promise.resolve([400, fixture('error-bad-request')]);
    if (fault === 'timeout') {
      return new Promise((resolve) => setTimeout(() => resolve([status, body]), 2_000).unref());
    }
    return Promise.resolve([status, body]);
  }

  /** The shopper pays the order in Razorpay Checkout: the payment Razorpay then holds. */
  pay(orderId: string, changes: Json = {}): { paymentId: string; signature: string } {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment = {
      ...fixture('payment'),
      id: newId('pay'),
      order_id: orderId,
      amount: order.amount,
      currency: order.currency,
      ...changes,
    };
    this.payments.set(payment.id, payment);
    return { paymentId: payment.id, signature: checkoutSignature(orderId, payment.id) };
  }

  capturedTotal(): number {
    return [...this.payments.values()]
      .filter((payment) => payment.captured === true || payment.status === 'captured')
      .reduce((sum, payment) => sum + Number(payment.amount), 0);
  }

  refundedTotal(): number {
    return this.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
  }

  static stop(): void {
    nock.cleanAll();
    nock.enableNetConnect();
  }
}

const notFound = () => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'The id provided does not exist',
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  },
});

// Idempotency of post-customer-order through the real app: a replay answers the first answer,
// another body with the key is 422, a key in flight is 409, and a double submit without a key
// is one order. An attempt abandoned mid-payment gives its stock back.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import { cartJsonData, postOrderRequest } from '@bazaar/contract/schemas/orders';
import { priceCart } from '../cart/index.ts';
import { SandboxGateway } from '../../gateways/payment/sandbox/sandbox-gateway.ts';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sweepAbandonedAttempts } from './abandoned-attempts.ts';
import { paymentReferenceOf } from './attempt-cleanup.ts';
import { markReserved, notePayment } from './attempts.repository.ts';
import {
  ATTEMPT_LEASE_MS,
  AUTO_KEY_WINDOW_MS,
  REPLAY_MS,
  claimAttempt,
  requestHash,
} from './idempotency.ts';
import type { OrderDraft } from './order-draft.ts';
import {
  cartOf,
  createShopper,
  orderParams,
  ordersOfUser,
  placeOrderAs,
  productWithStock,
  stockOf,
  testOrdersContext,
  type Shopper,
} from './orders.test-support.ts';

describe.each(DIALECTS)('order idempotency on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let productId: number;

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    ({ id: productId } = await productWithStock(t.db, 100));
  });

  const place = (params: Record<string, unknown>, key?: string) =>
    placeOrderAs(t.app, shopper, params, key === undefined ? {} : { 'Idempotency-Key': key });

  it('answers a replay with the first answer and makes no second order', async () => {
    const stock = await stockOf(t.db, productId);
    const first = await place({ cartJsonData: cartOf([productId, 1]) }, 'key-replay');
    const again = await place({ cartJsonData: cartOf([productId, 1]) }, 'key-replay');
    expect(first.data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    expect(again.data).toEqual(first.data);
    expect(await stockOf(t.db, productId)).toBe(stock - 1);
    // The body's IdempotencyKey works too; the header wins over it.
    const viaBody = await place({
      cartJsonData: cartOf([productId, 1]),
      IdempotencyKey: 'key-replay',
    });
    expect(viaBody.data).toEqual(first.data);
    const headerWins = await place(
      { cartJsonData: cartOf([productId, 1]), IdempotencyKey: 'key-replay' },
      'key-other',
    );
    expect(headerWins.data[0]?.OrderId).not.toBe(first.data[0]?.OrderId);
  });

  it('replays a failure too', async () => {
    const first = await place({ cartJsonData: cartOf([productId, 1000]) }, 'key-fail');
    const again = await place({ cartJsonData: cartOf([productId, 1000]) }, 'key-fail');
    expect(first.status).toBe(400); // over the line limit: malformed, the key is not kept
    expect(again.status).toBe(400);
    const short = await productWithStock(t.db, 1, { skip: 2 });
    const a = await place({ cartJsonData: cartOf([short.id, 2]) }, 'key-short');
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 5 })
      .where('id', '=', short.id)
      .execute();
    const b = await place({ cartJsonData: cartOf([short.id, 2]) }, 'key-short');
    expect(a.envelope.statusCode).toBe(501);
    expect(b.envelope).toEqual(a.envelope);
  });

  it('refuses the same key with another body (HTTP 422)', async () => {
    await place({ cartJsonData: cartOf([productId, 1]) }, 'key-422');
    const other = await place({ cartJsonData: cartOf([productId, 2]) }, 'key-422');
    expect(other.status).toBe(422);
    expect(other.envelope.errorMessage).toBe(ORDER_MESSAGES.idempotencyKeyReused);
  });

  it('refuses an Idempotency-Key over 255 characters with 400, on both databases', async () => {
    for (const length of [256, 2_800, 8_000]) {
      const refused = await place({ cartJsonData: cartOf([productId, 1]) }, 'k'.repeat(length));
      expect(refused.status).toBe(400);
      expect(refused.envelope.errorMessage).toBe(ORDER_MESSAGES.idempotencyKeyTooLong);
    }
    const longest = await place({ cartJsonData: cartOf([productId, 1]) }, 'k'.repeat(255));
    expect(longest.data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const params = orderParams(shopper, { cartJsonData: cartOf([productId, 1]) });
    const parsed = postOrderRequest.parse(params);
    const claim = await claimAttempt(t.db, {
      userId: shopper.id,
      key: 'key-409',
      auto: false,
      hash: requestHash(parsed),
      now: new Date(),
    });
    expect(claim.kind).toBe('claimed');
    const second = await place({ cartJsonData: cartOf([productId, 1]) }, 'key-409');
    expect(second.status).toBe(409);
    expect(second.envelope.errorMessage).toBe(ORDER_MESSAGES.orderInFlight);
  });

  it('makes a double submit without a key one order', async () => {
    const before = (await ordersOfUser(t.db, shopper.id)).length;
    const params = { cartJsonData: cartOf([productId, 1]), OrderNote: 'double click' };
    const answers = await Promise.all([place(params), place(params)]);
    const orders = await ordersOfUser(t.db, shopper.id);
    expect(orders).toHaveLength(before + 1);
    const placed = answers.filter((a) => a.data[0]?.OrderId === orders.at(-1)?.id);
    // The second is the replay, or 409 when it arrived while the first was running.
    expect(placed.length + answers.filter((a) => a.status === 409).length).toBe(2);
    expect(placed.length).toBeGreaterThanOrEqual(1);
  });

  const backdate = (key: string, ms: number) =>
    t.db
      .updateTable('order_attempts')
      // created_at is read-only to the app; a test moves time back by writing it.
      .set({ created_at: new Date(Date.now() - ms).toISOString() } as never)
      .where('user_id', '=', shopper.id)
      .where('idempotency_key', 'like', key)
      .execute();

  it('orders the same cart again without a key once its few seconds are over', async () => {
    const params = { cartJsonData: cartOf([productId, 1]), OrderNote: 'weekly' };
    const first = await place(params);
    expect((await place(params)).data).toEqual(first.data);
    await backdate('auto:%', AUTO_KEY_WINDOW_MS + 1000);
    const later = await place(params);
    expect(later.data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    expect(later.data[0]?.OrderId).not.toBe(first.data[0]?.OrderId);
  });

  it('keeps replaying a client key that made an order, also after 24 hours', async () => {
    const first = await place({ cartJsonData: cartOf([productId, 1]) }, 'key-old');
    await backdate('key-old', REPLAY_MS + 60_000);
    const again = await place({ cartJsonData: cartOf([productId, 1]) }, 'key-old');
    expect(again.data).toEqual(first.data);
  });

  it('gives back the stock of an attempt abandoned while paying, and refunds it', async () => {
    const product = await productWithStock(t.db, 4, { skip: 3 });
    const gateway = new SandboxGateway(t.db, 'pk');
    const past = new Date(Date.now() - 2 * ATTEMPT_LEASE_MS);
    const claim = await claimAttempt(t.db, {
      userId: shopper.id,
      key: 'key-dead',
      auto: false,
      hash: 'h',
      now: past,
    });
    if (claim.kind !== 'claimed') throw new Error('not claimed');
    // The draft as placement makes it: the cart priced while the stock was there.
    const cart = cartJsonData.parse(cartOf([product.id, 3]));
    const priced = await priceCart(t.db, cart, {
      languageCode: 'en',
      freeDeliveryThresholdPaise: 0,
    });
    const draft: OrderDraft = {
      lines: priced.lines,
      subtotalPaise: priced.subtotalPaise,
      shippingPaise: priced.shippingPaise,
      totalPaise: priced.totalPaise,
      coupon: null,
    };
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 1 })
      .where('id', '=', product.id)
      .execute();
    await markReserved(t.db, claim.attemptId, draft, past);
    const card = { CardNumber: '4242424242424242', ExpiryMonth: 12, ExpiryYear: 2035, Cvc: '123' };
    const token = await gateway.createCardToken(shopper.id, card);
    const paid = await gateway.chargeCard({
      token,
      userId: shopper.id,
      amountPaise: draft.totalPaise,
      reference: paymentReferenceOf(claim.attemptId),
    });
    await notePayment(t.db, claim.attemptId, paid.reference);
    const ctx = testOrdersContext(t.db, t.app.mailer, { gateway, sandbox: gateway });
    expect(await sweepAbandonedAttempts(ctx)).toBe(1);
    expect(await stockOf(t.db, product.id)).toBe(4);
    const payment = await t.db
      .selectFrom('payment_transactions')
      .select('status')
      .where('provider_reference', '=', paid.reference)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    expect(await sweepAbandonedAttempts(ctx)).toBe(0);
    expect(await stockOf(t.db, product.id)).toBe(4);
    // A retry with its key is told the payment did not complete; no order was written.
    const attempt = await t.db
      .selectFrom('order_attempts')
      .select(['state', 'order_id'])
      .where('id', '=', claim.attemptId)
      .executeTakeFirstOrThrow();
    expect(attempt).toEqual({ state: 'done', order_id: null });
  });
});

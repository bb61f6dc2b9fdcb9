// The Razorpay adapter against Razorpay's recorded answers (fixtures/, served by nock in place of
// api.razorpay.com): a paid order, a declined, authorized-only and pending payment, an amount
// that is not the order's, timeouts and 5xx, refunds once per reference, findPayment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.ts';
import { createTestDatabase, DIALECTS } from '../../../test/databases.ts';
import { findCheckout } from '../checkouts.repository.ts';
import { PaymentDeclined } from '../payment-gateway.ts';
import { razorpayClient, RazorpayUnavailable } from './razorpay-client.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { RazorpayStandIn, TEST_KEYS } from './razorpay.test-support.ts';

const keys = { keyId: TEST_KEYS.RAZORPAY_KEY_ID, keySecret: TEST_KEYS.RAZORPAY_KEY_SECRET };

describe.each(DIALECTS)('the Razorpay gateway on %s', (dialect) => {
  let handle: DatabaseHandle;
  let razorpay: RazorpayStandIn;
  let gateway: RazorpayGateway;
  let userId: number;
  let attempt = 0;

  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
    await handle.db
      .insertInto('payment_methods')
      .values([
        { id: 2, name: 'Wallet', image_url: '/w.svg' },
        { id: 5, name: 'Card', image_url: '/c.svg' },
      ])
      .execute();
    ({ id: userId } = await handle.db
      .insertInto('users')
      .values({ email: 'asha@example.in', password_hash: 'x', first_name: 'Asha', last_name: 'R' })
      .returning('id')
      .executeTakeFirstOrThrow());
    razorpay = new RazorpayStandIn();
    const client = razorpayClient({ ...keys, timeoutMs: 300 });
    gateway = new RazorpayGateway(handle.db, client, { ...keys, currency: 'INR' });
  });
  afterAll(async () => {
    RazorpayStandIn.stop();
    await handle.destroy();
  });
  beforeEach(() => {
    attempt += 1;
  });

  const checkout = (amountPaise = 50_000) =>
    gateway.createCheckout({ method: 'card', userId, amountPaise });
  const charge = (
    orderId: string,
    proof: { paymentId: string; signature: string },
    amount = 50_000,
  ) =>
    gateway.chargeCard({
      token: '',
      userId,
      amountPaise: amount,
      reference: `attempt-${attempt}`,
      confirmation: { orderId, ...proof },
    });
  const declined = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PaymentDeclined);
    return error as PaymentDeclined;
  };

  it('makes an order for the server’s amount and takes the payment Razorpay captured', async () => {
    const made = await checkout(123_456);
    expect(made).toMatchObject({ provider: 'razorpay', amountPaise: 123_456, currency: 'INR' });
    expect(made.publishableKey).toBe(TEST_KEYS.RAZORPAY_KEY_ID);
    const order = razorpay.orders.get(made.orderId ?? '');
    expect(order).toMatchObject({ amount: 123_456, currency: 'INR' });
    expect(String(order?.receipt)).toMatch(/^checkout-/);
    const paid = razorpay.pay(made.orderId ?? '');
    const payment = await charge(made.orderId ?? '', paid, 123_456);
    expect(payment).toEqual({
      provider: 'razorpay',
      reference: paid.paymentId,
      amountPaise: 123_456,
    });
    expect((await findCheckout(handle.db, 'razorpay', made.orderId ?? ''))?.status).toBe(
      'captured',
    );
    // The same order cannot be placed twice.
    expect((await declined(charge(made.orderId ?? '', paid, 123_456))).said.id).toBe(
      'paymentTokenInvalid',
    );
  });

  it('refuses a forged signature before asking Razorpay about the payment', async () => {
    const made = await checkout();
    const paid = razorpay.pay(made.orderId ?? '');
    const calls = razorpay.calls.length;
    const forged = {
      ...paid,
      signature: paid.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    expect((await declined(charge(made.orderId ?? '', forged))).said.id).toBe(
      'paymentTokenInvalid',
    );
    // A signature over another order's id does not hold for this one either.
    const other = await checkout();
    expect((await declined(charge(other.orderId ?? '', paid))).said.id).toBe('paymentTokenInvalid');
    expect(razorpay.calls.slice(calls)).toEqual(['POST /orders']);
  });

  it('declines a failed payment with the bank’s reason, and frees the checkout', async () => {
    const made = await checkout();
    const failed = razorpay.pay(made.orderId ?? '', {
      status: 'failed',
      captured: false,
      error_description: 'Your payment has been declined by your bank.',
    });
    const error = await declined(charge(made.orderId ?? '', failed));
    expect(error.said.id).toBe('cardDeclined');
    expect(error.providerReason).toBe('Your payment has been declined by your bank.');
    expect((await findCheckout(handle.db, 'razorpay', made.orderId ?? ''))?.status).toBe('created');
    // The shopper retries in the same sheet: the next payment of the order goes through.
    const retried = razorpay.pay(made.orderId ?? '');
    attempt += 1;
    expect((await charge(made.orderId ?? '', retried)).reference).toBe(retried.paymentId);
  });

  it('captures a payment that is only authorized', async () => {
    const made = await checkout();
    const authorized = razorpay.pay(made.orderId ?? '', { status: 'authorized', captured: false });
    await charge(made.orderId ?? '', authorized);
    expect(razorpay.payments.get(authorized.paymentId)).toMatchObject({ status: 'captured' });
  });

  it('answers a payment the bank has not confirmed as pending, kept for the sweep', async () => {
    const made = await checkout();
    const pending = razorpay.pay(made.orderId ?? '', { status: 'created', captured: false });
    expect((await declined(charge(made.orderId ?? '', pending))).said.id).toBe('paymentPending');
    expect((await findCheckout(handle.db, 'razorpay', made.orderId ?? ''))?.status).toBe('paid');
  });

  it('refunds and refuses a payment for another amount than the order’s', async () => {
    const made = await checkout();
    const short = razorpay.pay(made.orderId ?? '', { amount: 100 });
    const refundsBefore = razorpay.refunds.length;
    expect((await declined(charge(made.orderId ?? '', short))).said.id).toBe(
      'paymentAmountMismatch',
    );
    expect(razorpay.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ payment_id: short.paymentId, amount: 100 }),
    ]);
    // Authorized only: never captured (Razorpay releases it), nothing to refund.
    const other = await checkout();
    const held = razorpay.pay(other.orderId ?? '', { amount: 100, status: 'authorized' });
    attempt += 1;
    expect((await declined(charge(other.orderId ?? '', held))).said.id).toBe(
      'paymentAmountMismatch',
    );
    expect(razorpay.payments.get(held.paymentId)?.status).toBe('authorized');
  });

  it('says Razorpay is unavailable on a timeout or a 5xx, never declines', async () => {
    razorpay.failNext('POST /orders', 'timeout');
    await expect(checkout()).rejects.toBeInstanceOf(RazorpayUnavailable);
    razorpay.failNext('POST /orders', 'server-error');
    await expect(checkout()).rejects.toThrow(/answered 503/);
    const made = await checkout();
    const paid = razorpay.pay(made.orderId ?? '');
    razorpay.failNext('GET /payments', 'timeout');
    await expect(charge(made.orderId ?? '', paid)).rejects.toBeInstanceOf(RazorpayUnavailable);
    // The money may be taken: findPayment finds it under the attempt's reference for the sweep.
    expect(await gateway.findPayment(`attempt-${attempt}`)).toMatchObject({
      reference: paid.paymentId,
      amountPaise: 50_000,
    });
  });

  it('refunds once per reference, in parts, and says why Razorpay refused one', async () => {
    const made = await checkout();
    const paid = razorpay.pay(made.orderId ?? '');
    await charge(made.orderId ?? '', paid);
    const part = {
      reference: paid.paymentId,
      amountPaise: 20_000,
      idempotencyReference: 'cancel-1-1',
    };
    const first = await gateway.refund(part);
    expect(await gateway.refund(part)).toEqual(first);
    expect(first.refundId).toMatch(/^rfnd_/);
    await gateway.refund({ ...part, idempotencyReference: 'cancel-1-2' });
    expect(razorpay.refunds.filter((refund) => refund.payment_id === paid.paymentId)).toHaveLength(
      2,
    );
    const error = await declined(
      gateway.refund({ ...part, amountPaise: 20_000, idempotencyReference: 'cancel-1-3' }),
    );
    expect(error.said.id).toBe('refundRefused');
    expect(error.providerReason).toMatch(/greater than amount captured/);
  });

  it('finds the captured payment of an order by the attempt’s or the checkout’s reference', async () => {
    const made = await checkout();
    const row = await findCheckout(handle.db, 'razorpay', made.orderId ?? '');
    expect(await gateway.findPayment(row?.idempotency_reference ?? '')).toBeUndefined();
    const paid = razorpay.pay(made.orderId ?? '');
    expect(await gateway.findPayment(row?.idempotency_reference ?? '')).toMatchObject({
      reference: paid.paymentId,
    });
    // Not in our records at all (a process died before writing it): Razorpay's by receipt.
    await handle.db
      .deleteFrom('payment_transactions')
      .where('provider_reference', '=', made.orderId ?? '')
      .execute();
    expect(await gateway.findPayment(row?.idempotency_reference ?? '')).toMatchObject({
      reference: paid.paymentId,
    });
    await gateway.refund({ reference: paid.paymentId, amountPaise: 50_000 });
    expect(await gateway.findPayment(row?.idempotency_reference ?? '')).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.ts';
import { createTestDatabase, DIALECTS } from '../../../test/databases.ts';
import { PaymentDeclined } from '../payment-gateway.ts';
import { declinedWith } from '../recorded-answers.test-support.ts';
import { PaypalWalletGateway } from './paypal-gateway.ts';
import {
  CAPTURE_ID,
  MERCHANT_ID,
  ORDER_ID,
  orderFor,
  orderWith,
  paypalApi,
  paypalFixture,
  paypalSettings,
  useRecordedPaypal,
} from './paypal.test-support.ts';

useRecordedPaypal();

const ORDER_PATH = `/v2/checkout/orders/${ORDER_ID}`;

describe.each(DIALECTS)('PayPal wallet on %s', (dialect) => {
  let handle: DatabaseHandle;
  let gateway: PaypalWalletGateway;
  let attempt = 100;
  const capture = () => ({
    walletOrderId: ORDER_ID,
    userId,
    amountPaise: 149900,
    reference: `attempt-${++attempt}-${dialect}`,
  });

  let userId = 0;
  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
    gateway = new PaypalWalletGateway(handle.db, paypalSettings);
    await handle.db
      .insertInto('payment_methods')
      .values({ id: 2, name: 'PayPal', image_url: '/p.svg' })
      .execute();
    const user = await handle.db
      .insertInto('users')
      .values({
        email: `paypal.${dialect}@example.in`,
        password_hash: 'x',
        first_name: 'A',
        last_name: 'R',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });
  afterAll(() => handle.destroy());
  const forget = () => handle.db.deleteFrom('payment_transactions').execute();
  const checkoutOf = (orderId = ORDER_ID) =>
    handle.db
      .selectFrom('payment_transactions')
      .select(['status', 'idempotency_reference', 'amount_paise'])
      .where('provider', '=', 'paypal')
      .where('provider_reference', '=', orderId)
      .executeTakeFirst();

  it('creates the order for the server amount, paid to our account, kept as a checkout', async () => {
    await forget();
    let sent: { purchase_units: { custom_id: string }[] } | undefined;
    paypalApi()
      .post('/v2/checkout/orders', (body: typeof sent) => ((sent = body), true))
      .reply(201, paypalFixture('order-created'));
    const checkout = await gateway.createCheckout({
      method: 'wallet',
      userId,
      amountPaise: 149900,
    });
    expect(checkout).toEqual({
      provider: 'paypal',
      method: 'wallet',
      orderId: ORDER_ID,
      amountPaise: 149900,
      currency: 'INR',
      publishableKey: paypalSettings.clientId,
    });
    const reference = sent?.purchase_units[0]?.custom_id ?? '';
    expect(reference).toMatch(/^checkout-/);
    expect(sent).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: 'INR', value: '1499.00' },
          payee: { merchant_id: MERCHANT_ID },
          custom_id: reference,
        },
      ],
    });
    await expect(checkoutOf()).resolves.toEqual({
      status: 'created',
      idempotency_reference: reference,
      amount_paise: 149900,
    });
  });

  it('captures our checkout’s approved order under our reference and reads it back', async () => {
    await forget();
    paypalApi().post('/v2/checkout/orders').reply(201, paypalFixture('order-created'));
    await gateway.createCheckout({ method: 'wallet', userId, amountPaise: 149900 });
    const charge = capture();
    paypalApi()
      .get(ORDER_PATH)
      .reply(200, paypalFixture('order-approved'))
      .post(`${ORDER_PATH}/capture`)
      .matchHeader('paypal-request-id', charge.reference)
      .reply(201, paypalFixture('capture-minimal'))
      .get(ORDER_PATH)
      .reply(200, paypalFixture('order-completed'));
    await expect(gateway.captureWalletOrder(charge)).resolves.toEqual({
      provider: 'paypal',
      reference: CAPTURE_ID,
      amountPaise: 149900,
    });
    await expect(checkoutOf()).resolves.toMatchObject({
      status: 'captured',
      idempotency_reference: charge.reference,
    });
  });

  it('refuses our checkout for another amount without asking PayPal', async () => {
    await forget();
    paypalApi().post('/v2/checkout/orders').reply(201, paypalFixture('order-created'));
    await gateway.createCheckout({ method: 'wallet', userId, amountPaise: 100 });
    expect(await declinedWith(gateway.captureWalletOrder(capture()))).toBe('walletAmountChanged');
  });

  it('captures an approved order made elsewhere (no checkout yet) the same way', async () => {
    await forget();
    const charge = capture();
    paypalApi()
      .get(ORDER_PATH)
      .reply(200, paypalFixture('order-approved'))
      .post(`${ORDER_PATH}/capture`)
      .matchHeader('paypal-request-id', charge.reference)
      .reply(201, paypalFixture('capture-minimal'))
      .get(ORDER_PATH)
      .reply(200, paypalFixture('order-completed'));
    await expect(gateway.captureWalletOrder(charge)).resolves.toEqual({
      provider: 'paypal',
      reference: CAPTURE_ID,
      amountPaise: 149900,
    });
  });

  it('accepts the storefront’s browser capture only from PayPal’s own record, once', async () => {
    await forget();
    paypalApi().get(ORDER_PATH).reply(200, paypalFixture('order-completed'));
    const first = capture();
    await expect(gateway.captureWalletOrder(first)).resolves.toMatchObject({
      reference: CAPTURE_ID,
    });
    // Another attempt pointing at the same paid PayPal order is refused before any call.
    expect(await declinedWith(gateway.captureWalletOrder(capture()))).toBe('walletOrderUsed');
    // The same attempt asking again (a replay) reads it again and gets the same answer.
    paypalApi().get(ORDER_PATH).reply(200, paypalFixture('order-completed'));
    await expect(gateway.captureWalletOrder(first)).resolves.toMatchObject({
      reference: CAPTURE_ID,
    });
  });

  it('refunds and refuses a completed capture of another amount', async () => {
    await forget();
    const cheaper = orderFor('order-completed', '1.00');
    paypalApi()
      .get(ORDER_PATH)
      .reply(200, cheaper)
      .post(`/v2/payments/captures/${CAPTURE_ID}/refund`)
      .matchHeader('paypal-request-id', `refund-${CAPTURE_ID}`)
      .reply(201, paypalFixture('refund-minimal'));
    expect(await declinedWith(gateway.captureWalletOrder(capture()))).toBe('paymentAmountMismatch');
  });

  it('refuses an approved order for another amount without capturing it', async () => {
    await forget();
    const dearer = orderFor('order-approved', '999.00');
    paypalApi().get(ORDER_PATH).reply(200, dearer);
    expect(await declinedWith(gateway.captureWalletOrder(capture()))).toBe('walletAmountChanged');
    // Nothing was taken: the PayPal order is free for a later, matching attempt.
    paypalApi().get(ORDER_PATH).reply(200, paypalFixture('order-completed'));
    await expect(gateway.captureWalletOrder(capture())).resolves.toMatchObject({
      reference: CAPTURE_ID,
    });
  });

  it('refuses an order paid to someone else, refunding nothing', async () => {
    await forget();
    const theirs = orderWith('order-completed', (order) => {
      for (const unit of order.purchase_units) unit.payee.merchant_id = 'ZZZZZZZZZZZZZ';
    });
    paypalApi().get(ORDER_PATH).reply(200, theirs);
    expect(await declinedWith(gateway.captureWalletOrder(capture()))).toBe('walletNotApproved');
  });

  it('refuses an order the shopper never approved, an unknown id and a made-up one', async () => {
    await forget();
    const created = orderWith('order-approved', (order) => (order.status = 'CREATED'));
    paypalApi().get(ORDER_PATH).reply(200, created);
    expect(await declinedWith(gateway.captureWalletOrder(capture()))).toBe('walletNotApproved');
    paypalApi().get(ORDER_PATH).reply(404, paypalFixture('error-not-found'));
    expect(await declinedWith(gateway.captureWalletOrder(capture()))).toBe('walletNotApproved');
    expect(
      await declinedWith(gateway.captureWalletOrder({ ...capture(), walletOrderId: '../../x' })),
    ).toBe('walletNotApproved');
  });

  it('says a declined funding source is not approved and frees the order', async () => {
    await forget();
    const charge = capture();
    paypalApi()
      .get(ORDER_PATH)
      .reply(200, paypalFixture('order-approved'))
      .post(`${ORDER_PATH}/capture`)
      .reply(422, paypalFixture('error-instrument-declined'));
    expect(await declinedWith(gateway.captureWalletOrder(charge))).toBe('walletNotApproved');
    await expect(checkoutOf()).resolves.toMatchObject({ status: 'created' });
    // The sweep asking later reads the order from PayPal: still only approved, nothing taken.
    paypalApi().get(ORDER_PATH).reply(200, paypalFixture('order-approved'));
    await expect(gateway.findPayment(charge.reference)).resolves.toBeUndefined();
  });

  it('leaves a pending capture and a 5xx unknown, for findPayment to settle', async () => {
    await forget();
    const pending = orderWith('order-completed', (order) => {
      for (const c of order.purchase_units[0]?.payments?.captures ?? []) c.status = 'PENDING';
    });
    paypalApi().get(ORDER_PATH).reply(200, pending);
    const held = await gateway.captureWalletOrder(capture()).catch((e: unknown) => e);
    expect(held).not.toBeInstanceOf(PaymentDeclined);
    // It waits as paid: the orders sweep reads it again after its grace and refunds it.
    await expect(checkoutOf()).resolves.toMatchObject({ status: 'paid' });
    await forget();
    paypalApi().get(ORDER_PATH).reply(500, paypalFixture('error-internal'));
    const down = await gateway.captureWalletOrder(capture()).catch((e: unknown) => e);
    expect(down).not.toBeInstanceOf(PaymentDeclined);
  });

  it('finds the capture an attempt took, and nothing once it is refunded', async () => {
    await forget();
    const charge = capture();
    paypalApi().get(ORDER_PATH).times(2).reply(200, paypalFixture('order-completed'));
    await gateway.captureWalletOrder(charge);
    await expect(gateway.findPayment(charge.reference)).resolves.toEqual({
      provider: 'paypal',
      reference: CAPTURE_ID,
      amountPaise: 149900,
    });
    const refunded = orderWith('order-completed', (order) => {
      for (const c of order.purchase_units[0]?.payments?.captures ?? []) c.status = 'REFUNDED';
    });
    paypalApi().get(ORDER_PATH).reply(200, refunded);
    await expect(gateway.findPayment(charge.reference)).resolves.toBeUndefined();
    await expect(gateway.findPayment('attempt-never')).resolves.toBeUndefined();
  });

  it('refunds part of a capture under its own request id; a refused refund says so', async () => {
    paypalApi()
      .post(`/v2/payments/captures/${CAPTURE_ID}/refund`, {
        amount: { currency_code: 'INR', value: '500.00' },
      })
      .matchHeader('paypal-request-id', 'refund-request-12')
      .reply(201, paypalFixture('refund-minimal'));
    await gateway.refund({
      reference: CAPTURE_ID,
      amountPaise: 50000,
      idempotencyReference: 'refund-request-12',
    });
    paypalApi()
      .post(`/v2/payments/captures/${CAPTURE_ID}/refund`)
      .reply(422, paypalFixture('error-fully-refunded'));
    const again = gateway.refund({
      reference: CAPTURE_ID,
      amountPaise: 50000,
      idempotencyReference: 'refund-request-13',
    });
    expect(await declinedWith(again)).toBe('refundRefused');
    // A whole refund of a capture already refunded in full is done.
    paypalApi()
      .post(`/v2/payments/captures/${CAPTURE_ID}/refund`)
      .reply(422, paypalFixture('error-fully-refunded'));
    await gateway.refund({ reference: CAPTURE_ID, amountPaise: 149900 });
  });
});

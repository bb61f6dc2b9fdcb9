// post-customer-order through the real app, per payment method: what is written, what the
// shopper is told, and that a declined card or a tampered cart changes nothing it should not.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import {
  TEST_CARD,
  cardTokenFor,
  cartOf,
  createCoupon,
  createShopper,
  orderParams,
  ordersOfUser,
  placeOrderAs,
  productWithStock,
  stockOf,
  timesUsed,
  type Shopper,
} from './orders.test-support.ts';

describe.each(DIALECTS)('placing orders on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let product: Awaited<ReturnType<typeof productWithStock>>;

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    product = await productWithStock(t.db, 50);
  });

  const place = (params: Record<string, unknown>, headers: Record<string, string> = {}) =>
    placeOrderAs(t.app, shopper, params, headers);
  const cardToken = (number: string) => cardTokenFor(t.app, shopper, number);
  const unitPaise = () => product.discounted_price_paise ?? product.price_paise;

  it('places a cash-on-delivery order, priced by the server', async () => {
    const before = await stockOf(t.db, product.id);
    const { status, envelope, data } = await place({
      cartJsonData: JSON.stringify([
        { ProductId: product.id, Quantity: 2, ShippingCharges: 0, Price: 1 },
      ]),
      OrderNote: 'Leave it at the door',
    });
    expect(status).toBe(200);
    expect(envelope.statusCode).toBe(200);
    expect(data).toHaveLength(1);
    expect(data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    expect(data[0]?.OrderId).toBeGreaterThan(0);
    expect(data[0]?.OrderNumber).toMatch(/^BZ\d{6}-[0-9A-Z]{6}$/);
    expect(await stockOf(t.db, product.id)).toBe(before - 2);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', data[0]?.OrderId ?? 0)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status_id: 1,
      payment_method_id: 6,
      note: 'Leave it at the door',
      subtotal_paise: 2 * unitPaise(),
    });
    expect(order.total_paise).toBe(order.subtotal_paise + order.shipping_paise);
    const items = await t.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(items).toMatchObject([
      {
        product_id: product.id,
        product_name: product.name,
        product_name_ar: product.name_ar,
        quantity: 2,
        unit_price_paise: unitPaise(),
        status_id: 1,
      },
    ]);
    const history = await t.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(history).toMatchObject([{ status_id: 1, order_item_id: null }]);
    const payment = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      provider: 'cash_on_delivery',
      status: 'due',
      amount_paise: order.total_paise,
    });
    const mail = await t.db
      .selectFrom('outbox_emails')
      .select('subject')
      .where('subject', 'like', `%${order.order_number}%`)
      .execute();
    expect(mail).toHaveLength(1);
  });

  it('places a card order with a sandbox token; digital items are Completed at payment', async () => {
    const digital = await productWithStock(t.db, 5, { digital: true });
    const token = await cardToken('4242 4242 4242 4242');
    expect(token).toMatch(/^tok_sandbox_/);
    const { data } = await place({
      PaymentMethod: '5',
      paymentToken: token,
      cartJsonData: cartOf([digital.id, 1], [product.id, 1]),
    });
    expect(data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    const orderId = data[0]?.OrderId ?? 0;
    const items = await t.db
      .selectFrom('order_items')
      .select(['product_id', 'status_id'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(items).toEqual([
      { product_id: digital.id, status_id: 3 },
      { product_id: product.id, status_id: 1 },
    ]);
    const payment = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      provider: 'sandbox',
      status: 'captured',
      payment_method_id: 5,
    });
    // Only the last four digits are kept, never the number.
    const stored = await t.db.selectFrom('sandbox_card_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(stored.at(-1)).toMatchObject({ last4: '4242', brand: 'visa' });
  });

  it('uses a card token once', async () => {
    const token = await cardToken('4242424242424242');
    await place({ PaymentMethod: '5', paymentToken: token, cartJsonData: cartOf([product.id, 1]) });
    const again = await place({
      PaymentMethod: '5',
      paymentToken: token,
      cartJsonData: cartOf([product.id, 1]),
      OrderNote: 'again',
    });
    expect(again.envelope).toMatchObject({
      statusCode: 501,
      errorMessage: ORDER_MESSAGES.paymentTokenInvalid,
    });
  });

  it('checks the card form: Luhn, expiry and CVC', async () => {
    const bad = await call(
      t.app,
      'createCardToken',
      { CardNumber: '4242424242424241', ...TEST_CARD },
      shopper.headers,
    );
    expect(bad.envelope).toMatchObject({
      statusCode: 204,
      errorMessage: ORDER_MESSAGES.cardNumberInvalid,
    });
    const expired = await call(
      t.app,
      'createCardToken',
      { CardNumber: '4242424242424242', ...TEST_CARD, ExpiryYear: 2020 },
      shopper.headers,
    );
    expect(expired.envelope.errorMessage).toBe(ORDER_MESSAGES.cardExpired);
    const anonymous = await call(t.app, 'createCardToken', {
      CardNumber: '4242424242424242',
      ...TEST_CARD,
    });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['4000 0000 0000 0002', ORDER_MESSAGES.cardDeclined],
    ['4000 0000 0000 9995', ORDER_MESSAGES.insufficientFunds],
  ])('a declined card (%s) leaves stock and coupon as they were', async (number, message) => {
    const coupon = await createCoupon(t.db, { usageLimit: 3 });
    const stock = await stockOf(t.db, product.id);
    const orders = (await ordersOfUser(t.db, shopper.id)).length;
    const { status, envelope, data } = await place({
      PaymentMethod: '5',
      paymentToken: await cardToken(number),
      cartJsonData: cartOf([product.id, 3]),
      CouponCode: coupon.code,
    });
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ statusCode: 501, errorMessage: message });
    expect(data).toEqual([{ ResponseMsg: message }]);
    expect(await stockOf(t.db, product.id)).toBe(stock);
    expect(await timesUsed(t.db, coupon.id)).toBe(0);
    expect(await ordersOfUser(t.db, shopper.id)).toHaveLength(orders);
  });

  it('names the product and what is left when stock is short', async () => {
    const scarce = await productWithStock(t.db, 2, { skip: 1 });
    const { status, envelope, data } = await place({ cartJsonData: cartOf([scarce.id, 3]) });
    const message = `Only 2 left of ${scarce.name}. Please lower the quantity and try again.`;
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ statusCode: 501, errorMessage: message });
    expect(data).toEqual([{ ResponseMsg: message }]);
    expect(await stockOf(t.db, scarce.id)).toBe(2);
  });

  it('refuses a body UserID that is not the token’s user', async () => {
    const other = await createShopper(t.db);
    const { status } = await call(
      t.app,
      'postCustomerOrder',
      orderParams(other, { cartJsonData: cartOf([product.id, 1]) }),
      shopper.headers,
    );
    expect(status).toBe(401);
  });

  it('answers the configured publishable key', async () => {
    const { data } = await call(t.app, 'getStripePublicKey', {});
    expect(data).toEqual({ strpK: 'pk_test_bazaar_sandbox' });
  });
});

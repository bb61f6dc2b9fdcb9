// Paying by wallet through the real app: the wallet order is for the server's amount, approved
// by its owner, captured once by the server; the browser's capture JSON is only a pointer.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import {
  cartOf,
  createCoupon,
  createShopper,
  placeOrderAs,
  productWithStock,
  stockOf,
  timesUsed,
  type Shopper,
} from './orders.test-support.ts';

describe.each(DIALECTS)('paying by wallet on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;
  let product: Awaited<ReturnType<typeof productWithStock>>;

  beforeAll(async () => {
    shopper = await createShopper(t.db);
    product = await productWithStock(t.db, 50);
  });

  const place = (params: Record<string, unknown>) => placeOrderAs(t.app, shopper, params);

  it('pays by wallet: the server’s amount, approved, captured once by the server', async () => {
    const coupon = await createCoupon(t.db, { percent: 10 });
    const cartJsonData = cartOf([product.id, 2]);
    const created = await call<{
      id: string;
      status: string;
      amount: { currency_code: string; value: string };
    }>(t.app, 'createWalletOrder', { cartJsonData, CouponCode: coupon.code }, shopper.headers);
    expect(created.data).toMatchObject({ status: 'CREATED', amount: { currency_code: 'INR' } });
    const id = created.data.id;
    // Not approved yet: no order.
    const early = await place({
      PaymentMethod: '2',
      cartJsonData,
      CouponCode: coupon.code,
      payPalOrderConfirmJson: JSON.stringify({ id }),
    });
    expect(early.envelope.errorMessage).toBe(ORDER_MESSAGES.walletNotApproved);
    const approved = await call<{ status: string }>(
      t.app,
      'approveWalletOrder',
      { id },
      shopper.headers,
    );
    expect(approved.data.status).toBe('APPROVED');
    // The browser's claims about amount and status are ignored; only the id is read.
    const forged = JSON.stringify({
      id,
      status: 'COMPLETED',
      purchase_units: [{ amount: { value: '1.00' } }],
    });
    const { data } = await place({
      PaymentMethod: '2',
      cartJsonData,
      CouponCode: coupon.code,
      payPalOrderConfirmJson: forged,
      OrderNote: 'wallet',
    });
    expect(data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', data[0]?.OrderId ?? 0)
      .executeTakeFirstOrThrow();
    const payment = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('provider_reference', '=', id)
      .executeTakeFirstOrThrow();
    const paid = order.total_paise - order.discount_paise;
    expect(order.discount_paise).toBeGreaterThan(0);
    expect(Math.round(Number(created.data.amount.value) * 100)).toBe(paid);
    expect(payment).toMatchObject({ status: 'captured', order_id: order.id, amount_paise: paid });
    expect(await timesUsed(t.db, coupon.id)).toBe(1);
    // The same wallet order cannot pay a second order.
    const twice = await place({
      PaymentMethod: '2',
      cartJsonData,
      payPalOrderConfirmJson: JSON.stringify({ id }),
      OrderNote: 'twice',
    });
    expect(twice.envelope.statusCode).toBe(501);
  });

  it('refuses a wallet order for another amount than the order placed', async () => {
    const created = await call<{ id: string }>(
      t.app,
      'createWalletOrder',
      { cartJsonData: cartOf([product.id, 1]) },
      shopper.headers,
    );
    await call(t.app, 'approveWalletOrder', { id: created.data.id }, shopper.headers);
    const stock = await stockOf(t.db, product.id);
    const { envelope } = await place({
      PaymentMethod: '2',
      cartJsonData: cartOf([product.id, 3]),
      payPalOrderConfirmJson: JSON.stringify({ id: created.data.id }),
    });
    expect(envelope.errorMessage).toBe(ORDER_MESSAGES.walletAmountChanged);
    expect(await stockOf(t.db, product.id)).toBe(stock);
  });
});

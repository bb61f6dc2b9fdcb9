// One product on several cart lines (deviation 13: another colour, size or option set is its own
// line) and the shop-wide free-delivery threshold, through cart-data and the coupon answer, per
// dialect. The product's stock and per-order limit hold for all its lines together.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartData, CouponRow } from '@bazaar/contract/schemas/orders';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { createCoupon } from '../orders/orders.test-support.ts';
import { cartLine, insertTestProducts, type TestProducts } from './cart-products.test-support.ts';

describe.each(DIALECTS)('cart lines and free delivery on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { FREE_DELIVERY_THRESHOLD_RUPEES: 1_499 } });
  let p: TestProducts;
  // ₹1,499, the demo's Diwali promise.
  beforeAll(async () => {
    p = await insertTestProducts(t.db, 'lines');
  });

  const cartData = (lines: unknown[]) =>
    call<CartData>(t.app, 'getCartItems', { cartJsonData: JSON.stringify(lines) });
  const kurta = (quantity: number, colour: number) =>
    cartLine(p.kurta, quantity, [
      [1, colour],
      [2, p.sizeM],
    ]);

  it('prices two colours of one product as two lines', async () => {
    const { status, data } = await cartData([kurta(1, p.red)]);
    expect(status).toBe(200);
    // ₹800 is below ₹1,499: the product's own ₹49 shipping, and ₹699 still to add.
    expect(data).toMatchObject({
      cartSubTotal: 800,
      shippingSubTotal: 49,
      orderTotal: 849,
      freeDeliveryThreshold: 1_499,
      freeDeliveryAmountLeft: 699,
    });
    const two = await cartData([kurta(1, p.red), kurta(1, p.navy)]);
    expect(two.data.productsData.map((line) => [line.ColorName, line.Quantity])).toEqual([
      ['Red', 1],
      ['Navy', 1],
    ]);
    expect(two.data.isValid).toBe(true);
  });

  it('waives shipping once the products reach the threshold', async () => {
    const { data } = await cartData([kurta(1, p.red), kurta(1, p.navy)]);
    // ₹1,600 ≥ ₹1,499: no line pays shipping.
    expect(data).toMatchObject({
      cartSubTotal: 1_600,
      shippingSubTotal: 0,
      orderTotal: 1_600,
      freeDeliveryAmountLeft: 0,
    });
    expect(data.productsData.map((line) => line.ShippingCharges)).toEqual([0, 0]);
  });

  it('counts the stock over all the lines of one product', async () => {
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 5 })
      .where('id', '=', p.kurta)
      .execute();
    const { data } = await cartData([kurta(3, p.red), kurta(3, p.navy)]);
    // 5 in stock cannot cover 3 + 3: each line says what it may hold beside the other.
    expect(data.isValid).toBe(false);
    expect(
      data.productsData.map((line) => [line.IsAvailable, line.UnitsLeft, line.UnavailableReason]),
    ).toEqual([
      [false, 2, 'not-enough-stock'],
      [false, 2, 'not-enough-stock'],
    ]);
    const fits = await cartData([kurta(3, p.red), kurta(2, p.navy)]);
    expect(fits.data.isValid).toBe(true);
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 20 })
      .where('id', '=', p.kurta)
      .execute();
  });

  it('prices the coupon answer with the same free-delivery rule', async () => {
    const coupon = await createCoupon(t.db, { percent: 10 });
    const { data } = await call<CouponRow>(t.app, 'getCouponDiscount', {
      CouponCode: coupon.code,
      cartJsonData: JSON.stringify([kurta(1, p.red), kurta(1, p.navy)]),
    });
    // 10 % of ₹1,600 off a total with no shipping.
    expect(data).toMatchObject({ DiscountAmount: 160, OrderTotalAfterDiscount: 1_440 });
  });
});

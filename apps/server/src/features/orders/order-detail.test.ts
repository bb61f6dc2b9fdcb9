// get-customer-order-detail through the real app, per dialect: the shopper's own order by number
// with its items, chosen options (in the page's language), totals and expected delivery; another
// shopper's number answers 404 exactly as an unknown one; a visitor 401.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import {
  cartLine,
  insertTestProducts,
  type TestProducts,
} from '../cart/cart-products.test-support.ts';
import {
  createShopper,
  insertTestOrder,
  placeOrderAs,
  type Shopper,
} from './orders.test-support.ts';

describe.each(DIALECTS)('one order by number on %s', (dialect) => {
  const t = useTestApp(dialect);
  let asha: Shopper;
  let ravi: Shopper;
  let products: TestProducts;
  let orderNumber: string;

  beforeAll(async () => {
    asha = await createShopper(t.db);
    ravi = await createShopper(t.db);
    products = await insertTestProducts(t.db, `detail-${dialect}`);
    const { kurta, red, sizeXxl, giftWrap, ebook } = products;
    const cart = [
      cartLine(kurta, 2, [
        [1, red],
        [2, sizeXxl],
        [giftWrap, 1],
      ]),
      cartLine(ebook, 1),
    ];
    const placed = await placeOrderAs(t.app, asha, { cartJsonData: JSON.stringify(cart) });
    expect(placed.status).toBe(200);
    orderNumber = placed.data[0]?.OrderNumber ?? '';
    expect(orderNumber).toMatch(/^BZ/);
  });

  const detail = (who: Shopper | null, number: string, languageCode = 'en') =>
    call<CustomerOrderDetail>(
      t.app,
      'getCustomerOrderDetail',
      { OrderNumber: number, languageCode },
      who ? who.headers : {},
    );

  it('answers the shopper’s own order with items, options, totals and delivery', async () => {
    const { status, data } = await detail(asha, orderNumber);
    expect(status).toBe(200);
    const stored = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(data).toMatchObject({
      orderId: stored.id,
      orderNumber,
      placedAt: stored.created_at,
      statusName: 'Active',
      paymentMethodId: PAYMENT_METHOD.CashOnDelivery,
      paymentReference: null,
      subtotal: stored.subtotal_paise / 100,
      shipping: stored.shipping_paise / 100,
      discount: 0,
      total: stored.total_paise / 100,
      deliveryAddress: { fullName: 'Asha Rao', pinCode: '411001' },
      expectedDelivery: { availableNow: false },
    });
    expect(data.expectedDelivery.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((data.expectedDelivery.to ?? '') >= (data.expectedDelivery.from ?? 'z')).toBe(true);
    const [kurta, ebook] = data.items;
    expect(kurta).toMatchObject({ productId: products.kurta, quantity: 2, isDigital: false });
    expect(kurta?.options.map((option) => option.value)).toEqual(['Red', 'XXL', 'Yes']);
    // XXL adds ₹100 a unit (fixed); gift wrap 10 % of the ₹800 sale price.
    expect(kurta?.options.map((option) => option.additionalPrice)).toEqual([0, 100, 80]);
    expect(kurta?.lineTotal).toBe((kurta?.unitPrice ?? 0) * 2);
    expect(ebook).toMatchObject({ productId: products.ebook, isDigital: true, options: [] });
    // Cash on delivery: the e-book is not paid yet, so not downloadable.
    expect(ebook?.downloadable).toBe(false);
  });

  it('says the chosen options in Arabic when asked', async () => {
    const { data } = await detail(asha, orderNumber, 'ar');
    expect(data.statusName).toBe('نشط');
    expect(data.items[0]?.options[0]?.value).toBe('أحمر');
    // No Arabic name in the catalogue: the name as the shop wrote it.
    expect(data.items[0]?.options[1]?.value).toBe('XXL');
  });

  it('answers another shopper’s order exactly as an unknown one: 404', async () => {
    const others = await detail(ravi, orderNumber);
    const unknown = await detail(ravi, 'BZ000000-NOSUCH');
    expect(others.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(others.envelope).toEqual(unknown.envelope);
    expect(others.envelope.errorMessage).toBe('This order was not found in your orders.');
  });

  it('answers 401 to a visitor and to another shopper’s token', async () => {
    expect((await detail(null, orderNumber)).status).toBe(401);
    const spoofed = await call(
      t.app,
      'getCustomerOrderDetail',
      { OrderNumber: orderNumber },
      { Token: ravi.token, UserID: String(asha.id) },
    );
    expect(spoofed.status).toBe(401);
  });

  it('refuses a missing or over-long number with a 400 naming the field', async () => {
    for (const number of ['', 'B'.repeat(41)]) {
      const { status, envelope } = await detail(asha, number);
      expect(status).toBe(400);
      expect(envelope.errorMessage).toMatch(/^OrderNumber: /);
    }
  });

  it('says an all-digital paid order is available now, with its downloads', async () => {
    const paid = await insertTestOrder(t.db, {
      userId: asha.id,
      lines: [{ productId: products.ebook, quantity: 1, statusId: ORDER_STATUS.Completed }],
      paymentMethodId: PAYMENT_METHOD.Card,
    });
    const number = await t.db
      .selectFrom('orders')
      .select('order_number')
      .where('id', '=', paid.orderId)
      .executeTakeFirstOrThrow();
    const { data } = await detail(asha, number.order_number);
    expect(data.expectedDelivery).toEqual({ availableNow: true, from: null, to: null });
    expect(data.items[0]?.downloadable).toBe(true);
  });
});

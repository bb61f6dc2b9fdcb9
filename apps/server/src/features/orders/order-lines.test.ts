// Orders with one product on several lines (deviation 13: two colours of one kurta) and the
// shop-wide free-delivery threshold, through the real app per dialect: the stock and the
// per-order limit hold for all the product's lines together, also when orders race for the
// last units, and placement charges the shipping cart-data showed.
import { beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import type { OrderItemRow } from '@bazaar/contract/schemas/orders';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import {
  cartLine,
  insertTestProducts,
  type TestProducts,
} from '../cart/cart-products.test-support.ts';
import { createShopper, placeOrderAs, stockOf, type Shopper } from './orders.test-support.ts';
import { loadOrderConfirmation, orderConfirmationMail } from './order-mail.ts';

describe.each(DIALECTS)('orders of several lines of one product on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { FREE_DELIVERY_THRESHOLD_RUPEES: 1_499 } });
  let p: TestProducts;
  let shopper: Shopper;

  beforeAll(async () => {
    p = await insertTestProducts(t.db, 'order-lines');
    shopper = await createShopper(t.db);
  });

  const kurta = (quantity: number, colour: number) =>
    cartLine(p.kurta, quantity, [
      [1, colour],
      [2, p.sizeM],
    ]);
  const place = (who: Shopper, lines: unknown[]) =>
    placeOrderAs(t.app, who, { cartJsonData: JSON.stringify(lines) });
  const setStock = (stock: number) =>
    t.db.updateTable('products').set({ stock_quantity: stock }).where('id', '=', p.kurta).execute();
  const orderOf = (id: number) =>
    t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const itemsOf = (id: number) =>
    t.db
      .selectFrom('order_items')
      .select(['quantity', 'shipping_paise', 'attributes_json'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();

  it('places two colours of one product as two items with free delivery over ₹1,499', async () => {
    await setStock(10);
    const { data } = await place(shopper, [kurta(1, p.red), kurta(1, p.navy)]);
    expect(data[0]?.ResponseMsg).toBe(RESPONSE_MSG.orderPlaced);
    const id = data[0]?.OrderId ?? 0;
    // ₹1,600 of products: no shipping, as cart-data said.
    expect(await orderOf(id)).toMatchObject({
      subtotal_paise: 160_000,
      shipping_paise: 0,
      total_paise: 160_000,
    });
    const items = await itemsOf(id);
    expect(items.map((item) => [item.quantity, item.shipping_paise])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    const colours = items.map(
      (item) =>
        (JSON.parse(item.attributes_json) as { AttributeValue: string }[])[0]?.AttributeValue,
    );
    expect(colours).toEqual(['Red', 'Navy']);
    expect(await stockOf(t.db, p.kurta)).toBe(8);
  });

  it('shows each item’s chosen colour in the history, in Arabic too, and in the e-mail', async () => {
    await setStock(10);
    const { data } = await place(shopper, [kurta(1, p.red), kurta(1, p.navy)]);
    const id = data[0]?.OrderId ?? 0;
    const detail = (languageCode: string) =>
      call<OrderItemRow[]>(
        t.app,
        'getOrderHistoryDetail',
        { OrderId: id, languageCode },
        shopper.headers,
      );
    const en = await detail('en');
    expect(en.data.map((item) => item.SelectedAttributes?.[0])).toEqual([
      { AttributeName: 'Colour', AttributeValue: 'Red', AdditionalPrice: 0 },
      { AttributeName: 'Colour', AttributeValue: 'Navy', AdditionalPrice: 0 },
    ]);
    // The red option has an Arabic name; the navy one has none and stays English.
    const ar = await detail('ar');
    expect(ar.data.map((item) => item.SelectedAttributes?.[0]?.AttributeValue)).toEqual([
      'أحمر',
      'Navy',
    ]);
    const mail = orderConfirmationMail(await loadOrderConfirmation(t.db, id));
    expect(mail.text).toMatch(/Test Kurta — Colour: Red, Size: M: 1 ×/);
    expect(mail.text).toMatch(/Test Kurta — Colour: Navy, Size: M: 1 ×/);
  });

  it("charges each product's shipping below the threshold", async () => {
    const { data } = await place(shopper, [kurta(1, p.red)]);
    expect(await orderOf(data[0]?.OrderId ?? 0)).toMatchObject({
      subtotal_paise: 80_000,
      shipping_paise: 4_900,
      total_paise: 84_900,
    });
  });

  it('refuses lines of one product that together ask for more than its stock', async () => {
    await setStock(3);
    const { data } = await place(shopper, [kurta(2, p.red), kurta(2, p.navy)]);
    expect(data[0]?.ResponseMsg).not.toBe(RESPONSE_MSG.orderPlaced);
    expect(await stockOf(t.db, p.kurta)).toBe(3);
  });

  it('sells the last units to as many racing two-line orders as they cover, never more', async () => {
    await setStock(5);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createShopper(t.db)));
    // Each order asks for 2 units over two lines: 5 units cover exactly 2 of them.
    const answers = await Promise.all(
      shoppers.map((who) => place(who, [kurta(1, p.red), kurta(1, p.navy)])),
    );
    const placed = answers.filter((a) => a.data[0]?.ResponseMsg === RESPONSE_MSG.orderPlaced);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(placed).toHaveLength(2);
    expect(await stockOf(t.db, p.kurta)).toBe(1);
  });
});

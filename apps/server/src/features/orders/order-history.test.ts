// get-customer-order-history-master / -detail through the real app, per dialect: a shopper reads
// their own orders only, newest first, in Arabic when asked; another user's token, a spoofed
// UserID or someone else's OrderId reads nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import type { OrderItemRow, OrderSummaryRow } from '@bazaar/contract/schemas/orders';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { authHeaders, loggedInShopper } from '../accounts/accounts.test-support.ts';
import { insertTestOrder, someProduct } from './orders.test-support.ts';

describe.each(DIALECTS)('order history on %s', (dialect) => {
  const t = useTestApp(dialect);
  let asha: { id: number; token: string };
  let ravi: { id: number; token: string };
  let older: { orderId: number; itemIds: number[] };
  let newer: { orderId: number; itemIds: number[] };
  let ravisOrder: { orderId: number; itemIds: number[] };
  let physical: Awaited<ReturnType<typeof someProduct>>;
  let digital: Awaited<ReturnType<typeof someProduct>>;

  beforeAll(async () => {
    asha = await loggedInShopper(t.app);
    ravi = await loggedInShopper(t.app);
    physical = await someProduct(t.db, false);
    digital = await someProduct(t.db, true);
    older = await insertTestOrder(t.db, {
      userId: asha.id,
      lines: [{ productId: physical.id, quantity: 2 }],
      statusId: ORDER_STATUS.InProgress,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    newer = await insertTestOrder(t.db, {
      userId: asha.id,
      lines: [
        { productId: physical.id, quantity: 1 },
        { productId: digital.id, quantity: 1, statusId: ORDER_STATUS.Completed },
      ],
      paymentMethodId: PAYMENT_METHOD.Card,
      createdAt: '2026-04-02T09:30:00.000Z',
      discountPaise: 5_000,
      couponCode: 'SAVE50',
    });
    ravisOrder = await insertTestOrder(t.db, {
      userId: ravi.id,
      lines: [{ productId: physical.id, quantity: 3 }],
    });
  });

  const history = (who: { id: number; token: string }, params: Record<string, unknown> = {}) =>
    call<OrderSummaryRow[]>(
      t.app,
      'getOrderHistory',
      { UserId: who.id, ...params },
      authHeaders(who.id, who.token),
    );

  it('lists only the shopper’s own orders, newest first, with number, date, status and totals', async () => {
    const { status, data } = await history(asha);
    expect(status).toBe(200);
    expect(data.map((row) => row.OrderId)).toEqual([newer.orderId, older.orderId]);
    const stored = await t.db
      .selectFrom('orders')
      .select(['id', 'order_number', 'total_paise'])
      .where('id', '=', older.orderId)
      .executeTakeFirstOrThrow();
    expect(data[1]).toEqual({
      OrderId: older.orderId,
      OrderNumber: stored.order_number,
      OrderDateUTC: '2026-03-01T10:00:00.000Z',
      LatestStatusName: 'In Progress',
      TotalItems: 2,
      OrderTotal: stored.total_paise / 100,
      Stage: 'shipped',
      StageName: 'Shipped',
    });
    expect(data[0]?.TotalItems).toBe(2);
    // What the shopper paid: the total less the coupon's ₹50.
    const paid = await t.db
      .selectFrom('orders')
      .select('total_paise')
      .where('id', '=', newer.orderId)
      .executeTakeFirstOrThrow();
    expect(data[0]?.OrderTotal).toBe((paid.total_paise - 5_000) / 100);
    expect(data[0]?.LatestStatusName).toBe('Active');
  });

  it('names the status in Arabic when asked', async () => {
    const { data } = await history(asha, { languageCode: 'ar' });
    expect(data.map((row) => row.LatestStatusName)).toEqual(['نشط', 'قيد التنفيذ']);
  });

  it('reads nothing for a UserId in the body that is not the caller', async () => {
    const { status, data } = await history(asha, { UserId: ravi.id });
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  it('answers 401 to another user’s token, to a spoofed UserID header and to a visitor', async () => {
    for (const headers of [
      authHeaders(asha.id, ravi.token),
      authHeaders(ravi.id, asha.token),
      { Token: '', UserID: String(asha.id) },
    ]) {
      const answer = await call(t.app, 'getOrderHistory', { UserId: asha.id }, headers);
      expect(answer.status).toBe(401);
      expect(answer.envelope.errorMessage).toBe(SERVER_ERRORS.unauthorized);
    }
  });

  it('lists another shopper’s orders to them alone', async () => {
    const { data } = await history(ravi);
    expect(data.map((row) => row.OrderId)).toEqual([ravisOrder.orderId]);
  });

  it('answers an order’s items: image, name, prices, quantity, digital flag and statuses', async () => {
    const { status, data } = await call<OrderItemRow[]>(
      t.app,
      'getOrderHistoryDetail',
      { OrderId: newer.orderId },
      authHeaders(asha.id, asha.token),
    );
    expect(status).toBe(200);
    const items = await t.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', newer.orderId)
      .orderBy('id')
      .execute();
    expect(data).toEqual(
      items.map((item) => ({
        OrderItemID: item.id,
        ProductName: item.product_name,
        DefaultImageUrl: item.image_url,
        Price: item.unit_price_paise / 100,
        Quantity: item.quantity,
        OrderItemTotal: item.total_paise / 100,
        IsDigitalProduct: item.is_digital === 1,
        LatestStatusID: item.status_id,
        ShippingStatusID: item.shipping_status_id,
        // These items were written with no options chosen.
        SelectedAttributes: [],
      })),
    );
    expect(data.map((row) => row.IsDigitalProduct)).toEqual([false, true]);
    expect(data[1]?.LatestStatusID).toBe(ORDER_STATUS.Completed);
  });

  it('names the items in Arabic as frozen at order time when asked, in English otherwise', async () => {
    const detail = (OrderId: number, params: Record<string, unknown> = {}) =>
      call<OrderItemRow[]>(
        t.app,
        'getOrderHistoryDetail',
        { OrderId, ...params },
        authHeaders(asha.id, asha.token),
      );
    const items = await t.db
      .selectFrom('order_items')
      .select(['product_name', 'product_name_ar'])
      .where('order_id', '=', newer.orderId)
      .orderBy('id')
      .execute();
    expect(
      items.every((item) => item.product_name_ar && item.product_name_ar !== item.product_name),
    ).toBe(true);
    // A later rename of the product does not change what the order says.
    await t.db
      .updateTable('products')
      .set({ name_ar: 'اسم جديد' })
      .where('id', '=', physical.id)
      .execute();
    const arabic = await detail(newer.orderId, { languageCode: 'ar' });
    expect(arabic.status).toBe(200);
    expect(arabic.data.map((row) => row.ProductName)).toEqual(
      items.map((item) => item.product_name_ar),
    );
    for (const params of [{ languageCode: 'en' }, {}, { languageCode: '' }]) {
      const { data } = await detail(newer.orderId, params);
      expect(data.map((row) => row.ProductName)).toEqual(items.map((item) => item.product_name));
    }
    // An item whose product had no Arabic name answers its English one.
    await t.db
      .updateTable('order_items')
      .set({ product_name_ar: null })
      .where('order_id', '=', older.orderId)
      .execute();
    const fallback = await detail(older.orderId, { languageCode: 'ar' });
    expect(fallback.data.map((row) => row.ProductName)).toEqual([physical.name]);
  });

  it('answers 400 naming the field for a languageCode that is neither en nor ar', async () => {
    const answer = await call(
      t.app,
      'getOrderHistoryDetail',
      { OrderId: newer.orderId, languageCode: 'fr' },
      authHeaders(asha.id, asha.token),
    );
    expect(answer.status).toBe(400);
    expect(answer.envelope.errorMessage).toMatch(/^languageCode: /);
  });

  it('answers an empty list for another user’s OrderId and for an unknown one', async () => {
    for (const OrderId of [ravisOrder.orderId, 999_999]) {
      const { status, data } = await call(
        t.app,
        'getOrderHistoryDetail',
        { OrderId },
        authHeaders(asha.id, asha.token),
      );
      expect(status).toBe(200);
      expect(data).toEqual([]);
    }
  });

  it('answers 401 to a detail call with another user’s token', async () => {
    const answer = await call(
      t.app,
      'getOrderHistoryDetail',
      { OrderId: older.orderId },
      authHeaders(asha.id, ravi.token),
    );
    expect(answer.status).toBe(401);
  });

  it('answers 400 naming the field for an OrderId that is no number', async () => {
    const answer = await call(
      t.app,
      'getOrderHistoryDetail',
      { OrderId: 'x' },
      authHeaders(asha.id, asha.token),
    );
    expect(answer.status).toBe(400);
    expect(answer.envelope.errorMessage).toMatch(/^OrderId: /);
  });
});

// Migration 0019 over orders written before it: each order, line and history row takes the
// stage its spec status stands for; down restores 0018 and keeps every row.
import { beforeEach, expect, it } from 'vitest';
import {
  describeMigration,
  expectColumns,
  insertCashMethod,
  insertOrder,
  insertProduct,
  insertUser,
  orderRow,
} from './test/migration-database.ts';

const STATUSES = [1, 2, 3, 4, 5];

describeMigration('0019-order-stages', '0018-stock-crossing-zero', (t) => {
  beforeEach(async () => {
    const userId = await insertUser(t.db, 'a@example.in');
    const productId = await insertProduct(t.db);
    await insertCashMethod(t.db);
    for (const status of STATUSES) {
      const orderId = await insertOrder(t.db, userId, `N${status}`, {
        status_id: status,
        subtotal_paise: 49_900,
        total_paise: 49_900,
      });
      await t.db
        .insertInto('order_items')
        .values({
          order_id: orderId,
          product_id: productId,
          product_name: 'Brass Diya',
          unit_price_paise: 49_900,
          quantity: 1,
          total_paise: 49_900,
          status_id: status,
          shipping_status_id: status,
        })
        .execute();
      await t.db
        .insertInto('order_status_history')
        .values({ order_id: orderId, status_id: status })
        .execute();
    }
  });

  it('gives every order, line and history row the stage of its status', async () => {
    await t.up();
    const expected = ['placed', 'shipped', 'delivered', 'returned', 'refunded'];
    for (const table of ['orders', 'order_items', 'order_status_history'] as const) {
      const rows = await t.db.selectFrom(table).select('stage').orderBy('id').execute();
      expect(rows.map((row) => row.stage)).toEqual(expected);
    }
    const history = await t.db
      .selectFrom('order_status_history')
      .select(['actor', 'carrier', 'tracking_number'])
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ actor: null, carrier: null, tracking_number: null });
  });

  it('starts a new order placed', async () => {
    await t.up();
    const order = await t.db
      .insertInto('orders')
      .values(orderRow(1, 'NEW'))
      .returning('stage')
      .executeTakeFirstOrThrow();
    expect(order.stage).toBe('placed');
  });

  it('reverts to 0018, keeping every row', async () => {
    await t.up();
    await t.down();
    await expectColumns(
      t.db,
      { orders: ['stage'], order_items: ['stage'], order_status_history: ['carrier'] },
      false,
    );
    expect((await t.db.selectFrom('order_status_history').select('id').execute()).length).toBe(5);
  });
});

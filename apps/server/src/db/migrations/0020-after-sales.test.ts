// Migration 0020: existing products are not final sale; a line is asked back once; an owed
// refund's reference and a sandbox refund's are unique; down removes all of it, keeping rows.
import { beforeEach, expect, it } from 'vitest';
import {
  describeMigration,
  columnsOf,
  hasTable,
  insertOrder,
  insertProduct,
  insertUser,
} from './test/migration-database.ts';

describeMigration('0020-after-sales', '0019-order-stages', (t) => {
  let userId: number;
  let orderId: number;
  let itemId: number;
  beforeEach(async () => {
    userId = await insertUser(t.db, 'a@example.in');
    const productId = await insertProduct(t.db);
    await t.db
      .insertInto('payment_methods')
      .values({ id: 5, name: 'Card', image_url: '/c.svg' })
      .execute();
    orderId = await insertOrder(t.db, userId, 'N1', {
      status_id: 3,
      payment_method_id: 5,
      subtotal_paise: 49_900,
      total_paise: 49_900,
    });
    itemId = (
      await t.db
        .insertInto('order_items')
        .values({
          order_id: orderId,
          product_id: productId,
          product_name: 'Brass Diya',
          unit_price_paise: 49_900,
          quantity: 1,
          total_paise: 49_900,
          status_id: 3,
          shipping_status_id: 3,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const request = () =>
    t.db
      .insertInto('return_requests')
      .values({ order_id: orderId, order_item_id: itemId, user_id: userId, reason: 'defective' })
      .execute();
  const refund = (reference: string) =>
    t.db
      .insertInto('order_refunds')
      .values({
        order_id: orderId,
        idempotency_reference: reference,
        cause: 'return',
        line_ids_json: `[${itemId}]`,
        amount_paise: 49_900,
        payment_reference: 'ch_1',
        state: 'pending',
      })
      .execute();

  it('adds final sale (off for existing products), return requests and owed refunds', async () => {
    await t.up();
    const product = await t.db
      .selectFrom('products')
      .select('final_sale')
      .executeTakeFirstOrThrow();
    expect(product.final_sale).toBe(0);
    await request();
    const row = await t.db.selectFrom('return_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'requested', note: null, photo_path: null });
    await expect(request()).rejects.toThrow();
    await refund('return-1-1');
    await expect(refund('return-1-1')).rejects.toThrow();
    const owed = await t.db.selectFrom('order_refunds').selectAll().executeTakeFirstOrThrow();
    expect(owed).toMatchObject({ amount_paise: 49_900, attempts: 0, settled_at: null });
  });

  it('reverts to 0019, keeping the orders', async () => {
    await t.up();
    await request();
    await t.down();
    expect(await columnsOf(t.db, 'products')).not.toContain('final_sale');
    for (const table of ['return_requests', 'order_refunds', 'sandbox_refunds']) {
      expect(await hasTable(t.db, table)).toBe(false);
    }
    expect(await t.db.selectFrom('order_items').select('id').execute()).toHaveLength(1);
  });
});

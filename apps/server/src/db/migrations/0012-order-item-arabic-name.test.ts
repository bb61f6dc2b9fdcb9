// Migration 0012 over orders written before it: each item takes its product's Arabic name as
// it is now (none for a product without one, or without an Arabic name); down restores 0011.
import { beforeEach, expect, it } from 'vitest';
import {
  columnsOf,
  describeMigration,
  insertCashMethod,
  insertOrder,
  insertUser,
  productRow,
} from './test/migration-database.ts';

const product = (sku: string, name: string, nameAr: string | null) =>
  productRow(sku, { name, name_ar: nameAr, stock_quantity: 5 });

describeMigration('0012-order-item-arabic-name', '0011-answer-version', (t) => {
  beforeEach(async () => {
    const userId = await insertUser(t.db, 'a@example.in');
    await insertCashMethod(t.db);
    const orderId = await insertOrder(t.db, userId, 'N1', {
      subtotal_paise: 149_700,
      total_paise: 149_700,
    });
    const products = await t.db
      .insertInto('products')
      .values([
        product('A-1', 'Brass Diya', 'مصباح نحاسي'),
        product('A-2', 'Silk Saree', null),
        product('A-3', 'Jute Bag', ''),
      ])
      .returning(['id', 'name'])
      .execute();
    await t.db
      .insertInto('order_items')
      .values(
        products.map((row) => ({
          order_id: orderId,
          product_id: row.id,
          product_name: row.name,
          unit_price_paise: 49_900,
          quantity: 1,
          total_paise: 49_900,
          status_id: 1,
          shipping_status_id: 1,
        })),
      )
      .execute();
  });

  it('gives every existing item its product’s Arabic name, or none', async () => {
    await t.up();
    const items = await t.db
      .selectFrom('order_items')
      .select(['product_name', 'product_name_ar'])
      .orderBy('id')
      .execute();
    expect(items).toEqual([
      { product_name: 'Brass Diya', product_name_ar: 'مصباح نحاسي' },
      { product_name: 'Silk Saree', product_name_ar: null },
      { product_name: 'Jute Bag', product_name_ar: null },
    ]);
  });

  it('reverts to 0011, keeping every item', async () => {
    await t.up();
    expect(await columnsOf(t.db, 'order_items')).toContain('product_name_ar');
    await t.down();
    expect(await columnsOf(t.db, 'order_items')).not.toContain('product_name_ar');
    expect((await t.db.selectFrom('order_items').select('product_name').execute()).length).toBe(3);
  });
});

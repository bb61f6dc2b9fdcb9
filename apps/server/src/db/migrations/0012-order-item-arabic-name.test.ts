// Migration 0012 over orders written before it: each item takes its product's Arabic name as
// it is now (none for a product without one, or without an Arabic name); down restores 0011.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import {
  beforeEachMigratedTo,
  columnsOf,
  insertUser,
  productRow,
} from './test/migration-database.ts';

const NAME = '0012-order-item-arabic-name';
const BEFORE = '0011-answer-version';

const product = (sku: string, name: string, nameAr: string | null) =>
  productRow(sku, { name, name_ar: nameAr, stock_quantity: 5 });

describe.each(DIALECTS)('migration 0012 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, async (fresh) => {
    db = fresh;
    const userId = await insertUser(db, 'a@example.in');
    await db
      .insertInto('payment_methods')
      .values({ id: 6, name: 'Cash', image_url: '/c.svg' })
      .execute();
    const order = await db
      .insertInto('orders')
      .values({
        user_id: userId,
        order_number: 'N1',
        status_id: 1,
        payment_method_id: 6,
        subtotal_paise: 149_700,
        shipping_paise: 0,
        total_paise: 149_700,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const products = await db
      .insertInto('products')
      .values([
        product('A-1', 'Brass Diya', 'مصباح نحاسي'),
        product('A-2', 'Silk Saree', null),
        product('A-3', 'Jute Bag', ''),
      ])
      .returning(['id', 'name'])
      .execute();
    await db
      .insertInto('order_items')
      .values(
        products.map((row) => ({
          order_id: order.id,
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
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const items = await db
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
    await migrateTo(db, NAME);
    expect(await columnsOf(db, 'order_items')).toContain('product_name_ar');
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await columnsOf(db, 'order_items')).not.toContain('product_name_ar');
    expect((await db.selectFrom('order_items').select('product_name').execute()).length).toBe(3);
  });
});

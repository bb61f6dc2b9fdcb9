// Migration 0006: the counts tables start uncounted, the triggers bump the version on writes
// that change counts (and not on others); down removes tables, triggers and function, and
// products are written as before.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeMigration, productRow } from './test/migration-database.ts';

const product = (sku: string) => productRow(sku, { name: 'Silk Saree', price_paise: 499_900 });

describeMigration('0006-catalogue-counts', '0005-accounts', (t) => {
  const version = async (facet: string) =>
    (
      await t.db
        .selectFrom('catalogue_counts_state')
        .select('version')
        .where('facet', '=', facet)
        .executeTakeFirstOrThrow()
    ).version;

  it('starts uncounted and bumps the facets a write can change', async () => {
    await t.up();
    const rows = await t.db
      .selectFrom('catalogue_counts_state')
      .selectAll()
      .orderBy('facet')
      .execute();
    expect(rows).toEqual(
      ['brand', 'category', 'color', 'price', 'rating', 'size', 'tag'].map((facet) => ({
        facet,
        version: 1,
        counted_version: null,
      })),
    );
    await t.db.insertInto('products').values(product('A-1')).execute();
    expect(await version('category')).toBe(2);
    expect(await version('rating')).toBe(2);
    await t.db.updateTable('products').set({ stock_quantity: 5, popularity: 3 }).execute();
    await t.db.updateTable('products').set({ review_count: 1, rating_sum: 4 }).execute();
    expect(await version('rating')).toBe(3);
    expect(await version('price')).toBe(2);
    await t.db.updateTable('products').set({ price_paise: 600_000 }).execute();
    expect(await version('price')).toBe(3);
    expect(await version('category')).toBe(2);
    await t.db.updateTable('products').set({ published: 0 }).execute();
    expect(await version('category')).toBe(3);
    expect(await version('brand')).toBe(3);
  });

  it('reverts to 0005', async () => {
    await t.up();
    await t.down();
    await t.db.insertInto('products').values(product('A-2')).execute();
    await expect(sql`select * from catalogue_counts_state`.execute(t.db)).rejects.toThrow();
    expect((await t.db.selectFrom('products').select('id').execute()).length).toBe(1);
  });
});

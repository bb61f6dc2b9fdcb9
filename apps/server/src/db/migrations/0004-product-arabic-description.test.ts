// Migration 0004 over a catalogue written before it: the products keep every row and gain an
// empty Arabic short description, which the search index built after migrating takes in; down restores 0003.
import { beforeEach, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.ts';
import { describeMigration, columnsOf, productRow } from './test/migration-database.ts';

describeMigration('0004-product-arabic-description', '0003-catalogue-listing', (t) => {
  beforeEach(async () => {
    await t.db
      .insertInto('products')
      .values(
        productRow('A-1', {
          name: 'Silk Saree',
          name_ar: 'ساري حريري',
          price_paise: 499_900,
          short_description: 'Banarasi weave',
        }),
      )
      .execute();
  });

  it('adds an empty Arabic short description that the search index takes in', async () => {
    await t.up();
    const before = await t.db
      .selectFrom('products')
      .select(['name', 'short_description_ar'])
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ name: 'Silk Saree', short_description_ar: null });
    await t.db.updateTable('products').set({ short_description_ar: 'نسيج بنارسي' }).execute();
    // The after-migrate step builds the index with the latest schema (after-migrate.ts).
    await migrateToLatest(t.db);
    const document = await t.db
      .selectFrom('product_search')
      .select(['name_key', 'description_key'])
      .executeTakeFirstOrThrow();
    expect(document).toEqual({
      name_key: ' silk saree ساري حريري ',
      description_key: ' banarasi weave نسيج بنارسي ',
    });
  });

  it('reverts to 0003, keeping every product', async () => {
    await t.up();
    expect(await columnsOf(t.db, 'products')).toContain('short_description_ar');
    await t.down();
    expect(await columnsOf(t.db, 'products')).not.toContain('short_description_ar');
    expect((await t.db.selectFrom('products').select('name').execute()).length).toBe(1);
  });
});

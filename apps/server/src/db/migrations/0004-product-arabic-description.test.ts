// Migration 0004 over a catalogue written before it: the products keep every row and gain an
// empty Arabic short description, which the search index built after migrating takes in; down restores 0003.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, columnsOf, productRow } from './test/migration-database.ts';

const NAME = '0004-product-arabic-description';
const BEFORE = '0003-catalogue-listing';

describe.each(DIALECTS)('migration 0004 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, async (fresh) => {
    db = fresh;
    await db
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
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const before = await db
      .selectFrom('products')
      .select(['name', 'short_description_ar'])
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ name: 'Silk Saree', short_description_ar: null });
    await db.updateTable('products').set({ short_description_ar: 'نسيج بنارسي' }).execute();
    // The after-migrate step builds the index with the latest schema (after-migrate.ts).
    await migrateToLatest(db);
    const document = await db
      .selectFrom('product_search')
      .select(['name_key', 'description_key'])
      .executeTakeFirstOrThrow();
    expect(document).toEqual({
      name_key: ' silk saree ساري حريري ',
      description_key: ' banarasi weave نسيج بنارسي ',
    });
  });

  it('reverts to 0003, keeping every product', async () => {
    await migrateTo(db, NAME);
    expect(await columnsOf(db, 'products')).toContain('short_description_ar');
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await columnsOf(db, 'products')).not.toContain('short_description_ar');
    expect((await db.selectFrom('products').select('name').execute()).length).toBe(1);
  });
});

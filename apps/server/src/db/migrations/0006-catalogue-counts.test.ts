// Migration 0006: the counts tables start uncounted, the triggers bump the version on writes
// that change counts (and not on others); down removes tables, triggers and function, and
// products are written as before.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, productRow } from './test/migration-database.ts';

const NAME = '0006-catalogue-counts';
const BEFORE = '0005-accounts';

const product = (sku: string) => productRow(sku, { name: 'Silk Saree', price_paise: 499_900 });

describe.each(DIALECTS)('migration 0006 on %s', (dialect) => {
  let db: Kysely<Database>;
  const version = async (facet: string) =>
    (
      await db
        .selectFrom('catalogue_counts_state')
        .select('version')
        .where('facet', '=', facet)
        .executeTakeFirstOrThrow()
    ).version;
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  it('starts uncounted and bumps the facets a write can change', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const rows = await db
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
    await db.insertInto('products').values(product('A-1')).execute();
    expect(await version('category')).toBe(2);
    expect(await version('rating')).toBe(2);
    await db.updateTable('products').set({ stock_quantity: 5, popularity: 3 }).execute();
    await db.updateTable('products').set({ review_count: 1, rating_sum: 4 }).execute();
    expect(await version('rating')).toBe(3);
    expect(await version('price')).toBe(2);
    await db.updateTable('products').set({ price_paise: 600_000 }).execute();
    expect(await version('price')).toBe(3);
    expect(await version('category')).toBe(2);
    await db.updateTable('products').set({ published: 0 }).execute();
    expect(await version('category')).toBe(3);
    expect(await version('brand')).toBe(3);
  });

  it('reverts to 0005', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    await db.insertInto('products').values(product('A-2')).execute();
    await expect(sql`select * from catalogue_counts_state`.execute(db)).rejects.toThrow();
    expect((await db.selectFrom('products').select('id').execute()).length).toBe(1);
  });
});

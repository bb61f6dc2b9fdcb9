// Migration 0011: one version row, raised by writes a cached answer shows (a bulk statement on
// PostgreSQL once, on SQLite once per row) and not by stock; down removes table and triggers.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { answerVersion, beforeEachMigratedTo, productRow } from './test/migration-database.ts';

const NAME = '0011-answer-version';
const BEFORE = '0010-campaign-products';

const product = (sku: string) => productRow(sku, { stock_quantity: 3 });

describe.each(DIALECTS)('migration 0011 on %s', (dialect) => {
  let db: Kysely<Database>;
  const version = () => answerVersion(db);
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  it('raises the version on catalogue and content writes, not on stock', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    expect(await version()).toBe(1);
    await db.insertInto('products').values(product('A-1')).execute();
    expect(await version()).toBe(2);
    await db.updateTable('products').set({ stock_quantity: 1 }).execute();
    expect(await version()).toBe(2);
    await db.updateTable('products').set({ name: 'Brass Lamp' }).execute();
    expect(await version()).toBe(3);
    await db
      .insertInto('banners')
      .values({ theme_type_id: 1, image_url: '/files/images/b.svg', main_title: 'Diwali' })
      .execute();
    expect(await version()).toBe(4);
    // PostgreSQL also bumps once per table the delete cascades to (statement triggers).
    await db.deleteFrom('products').execute();
    expect(await version()).toBeGreaterThan(4);
    await expect(
      sql`insert into answer_version (id, version) values (2, 1)`.execute(db),
    ).rejects.toThrow();
  });

  it('reverts to 0010', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    await db.insertInto('products').values(product('A-2')).execute();
    await expect(sql`select * from answer_version`.execute(db)).rejects.toThrow();
    expect((await db.selectFrom('products').select('id').execute()).length).toBe(1);
  });
});

// Migration 0010: the campaign ↔ product link, removed with either side; down drops only it.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBlankTestDatabase, DIALECTS } from '../../test/databases.ts';
import type { DatabaseHandle } from '../database.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';

const NAME = '0010-campaign-products';
const BEFORE = '0007-coupon-rules';

async function hasTable(db: Kysely<Database>, postgres: boolean): Promise<boolean> {
  const rows = postgres
    ? (
        await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_name = 'campaign_products'`.execute(db)
      ).rows
    : (
        await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name = 'campaign_products'`.execute(db)
      ).rows;
  return rows.length === 1;
}

describe.each(DIALECTS)('migration 0010 on %s', (dialect) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  beforeEach(async () => {
    handle = createBlankTestDatabase(dialect);
    db = handle.db;
    await migrateTo(db, BEFORE);
  });
  afterEach(() => handle.destroy());

  it('links campaigns to products; a link goes with its product or campaign', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const product = await db
      .insertInto('products')
      .values({
        sku: 'A-1',
        name: 'Brass Diya',
        price_paise: 49_900,
        short_description: '',
        full_description: '',
        stock_quantity: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await db
      .insertInto('campaigns')
      .values({ main_title: 'Diwali', discount_title: '', body: '', cover_picture_url: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = { campaign_id: campaign.id, product_id: product.id };
    await db.insertInto('campaign_products').values(link).execute();
    await expect(db.insertInto('campaign_products').values(link).execute()).rejects.toThrow();
    await db.deleteFrom('products').where('id', '=', product.id).execute();
    expect(await db.selectFrom('campaign_products').selectAll().execute()).toEqual([]);
  });

  it('reverts to 0007', async () => {
    await migrateTo(db, NAME);
    expect(await hasTable(db, dialect === 'postgres')).toBe(true);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await hasTable(db, dialect === 'postgres')).toBe(false);
  });
});

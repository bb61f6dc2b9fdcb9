// Migration 0010: the campaign ↔ product link, removed with either side; down drops only it.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, hasTable, insertProduct } from './test/migration-database.ts';

const NAME = '0010-campaign-products';
const BEFORE = '0008-orders-and-payments';

describe.each(DIALECTS)('migration 0010 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  it('links campaigns to products; a link goes with its product or campaign', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const productId = await insertProduct(db);
    const campaign = await db
      .insertInto('campaigns')
      .values({ main_title: 'Diwali', discount_title: '', body: '', cover_picture_url: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = { campaign_id: campaign.id, product_id: productId };
    await db.insertInto('campaign_products').values(link).execute();
    await expect(db.insertInto('campaign_products').values(link).execute()).rejects.toThrow();
    await db.deleteFrom('products').where('id', '=', productId).execute();
    expect(await db.selectFrom('campaign_products').selectAll().execute()).toEqual([]);
  });

  it('reverts to 0008', async () => {
    await migrateTo(db, NAME);
    expect(await hasTable(db, 'campaign_products')).toBe(true);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await hasTable(db, 'campaign_products')).toBe(false);
  });
});

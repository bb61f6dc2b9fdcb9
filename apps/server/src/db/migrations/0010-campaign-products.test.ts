// Migration 0010: the campaign ↔ product link, removed with either side; down drops only it.
import { expect, it } from 'vitest';
import { describeMigration, hasTable, insertProduct } from './test/migration-database.ts';

describeMigration('0010-campaign-products', '0008-orders-and-payments', (t) => {
  it('links campaigns to products; a link goes with its product or campaign', async () => {
    await t.up();
    const productId = await insertProduct(t.db);
    const campaign = await t.db
      .insertInto('campaigns')
      .values({ main_title: 'Diwali', discount_title: '', body: '', cover_picture_url: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = { campaign_id: campaign.id, product_id: productId };
    await t.db.insertInto('campaign_products').values(link).execute();
    await expect(t.db.insertInto('campaign_products').values(link).execute()).rejects.toThrow();
    await t.db.deleteFrom('products').where('id', '=', productId).execute();
    expect(await t.db.selectFrom('campaign_products').selectAll().execute()).toEqual([]);
  });

  it('reverts to 0008', async () => {
    await t.up();
    expect(await hasTable(t.db, 'campaign_products')).toBe(true);
    await t.down();
    expect(await hasTable(t.db, 'campaign_products')).toBe(false);
  });
});

// get-campaign-products (Bazaar addition): each seeded campaign promotes products of its own
// departments, discounted ones first, in a stable order, only while both sides are live.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { CAMPAIGN_PRODUCTS_PER_CAMPAIGN } from '../../db/seed/write-campaign-products.ts';

const rows = z.array(API_SCHEMAS.getCampaignProducts.row);

describe.each(DIALECTS)('campaign products on %s', (dialect) => {
  const t = useTestApp(dialect);
  let campaignId: number;
  beforeAll(async () => {
    const diwali = await t.db
      .selectFrom('campaigns')
      .select('id')
      .where('main_title', '=', 'Diwali Festive Sale')
      .executeTakeFirstOrThrow();
    campaignId = diwali.id;
  });

  const products = async (params: Record<string, unknown>) =>
    rows.parse((await call(t.app, 'getCampaignProducts', params)).data);

  it('answers the products a campaign promotes, from each of its departments', async () => {
    const list = await products({ CampaignId: campaignId });
    expect(list).toHaveLength(CAMPAIGN_PRODUCTS_PER_CAMPAIGN);
    expect(new Set(list.map((row) => row.ProductId)).size).toBe(list.length);
    // Taken in turn from Home Decor, Apparel and Fragrance, discounted products first.
    expect(list[0]?.DiscountedPrice).not.toBeNull();
    const categories = await t.db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .leftJoin('categories as parent', 'parent.id', 'c.parent_category_id')
      .where('pc.is_primary', '=', 1)
      .where(
        'pc.product_id',
        'in',
        list.map((row) => row.ProductId),
      )
      .select((eb) => eb.fn.coalesce('parent.name', 'c.name').as('department'))
      .execute();
    expect(new Set(categories.map((row) => row.department))).toEqual(
      new Set(['Home Decor', 'Apparel', 'Fragrance']),
    );
  });

  it('answers Arabic names to an Arabic request', async () => {
    const [english] = await products({ CampaignId: campaignId });
    const [arabic] = await products({ CampaignId: campaignId, languageCode: 'ar' });
    expect(arabic?.ProductId).toBe(english?.ProductId);
    expect(arabic?.ProductName).toMatch(/[\u0600-\u06ff]/);
  });

  it('leaves out unpublished products and inactive or unknown campaigns', async () => {
    const [first] = await products({ CampaignId: campaignId });
    if (!first) throw new Error('no campaign product');
    await t.db
      .updateTable('products')
      .set({ published: 0 })
      .where('id', '=', first.ProductId)
      .execute();
    try {
      const list = await products({ CampaignId: campaignId });
      expect(list.map((row) => row.ProductId)).not.toContain(first.ProductId);
      expect(list).toHaveLength(CAMPAIGN_PRODUCTS_PER_CAMPAIGN - 1);
    } finally {
      await t.db
        .updateTable('products')
        .set({ published: 1 })
        .where('id', '=', first.ProductId)
        .execute();
    }
    await t.db.updateTable('campaigns').set({ active: 0 }).where('id', '=', campaignId).execute();
    try {
      expect(await products({ CampaignId: campaignId })).toEqual([]);
    } finally {
      await t.db.updateTable('campaigns').set({ active: 1 }).where('id', '=', campaignId).execute();
    }
    expect(await products({ CampaignId: 999_999 })).toEqual([]);
    const bad = await call(t.app, 'getCampaignProducts', { CampaignId: 'x' });
    expect(bad.status).toBe(400);
  });
});

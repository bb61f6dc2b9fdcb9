// Links each seeded campaign to the products it promotes: products of its `shop` categories
// (and their children), discounted ones first, taken in turn from each category so a campaign
// over three departments shows all three.
import type { Kysely } from 'kysely';
import { CAMPAIGNS } from '@bazaar/demo-catalogue/dataset/content';
import type { Database } from '../schema.ts';
import { idOf, type IdMap } from './write-lookups.ts';

/** How many products a seeded campaign promotes. */
export const CAMPAIGN_PRODUCTS_PER_CAMPAIGN = 12;

async function productsUnder(db: Kysely<Database>, parentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_categories as pc')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .where('pc.is_primary', '=', 1)
    .where('p.published', '=', 1)
    .where((eb) => eb.or([eb('c.id', '=', parentId), eb('c.parent_category_id', '=', parentId)]))
    .select(['p.id', 'p.discounted_price_paise'])
    .orderBy('p.id')
    .execute();
  const discountedFirst = [...rows].sort(
    (a, b) => Number(a.discounted_price_paise === null) - Number(b.discounted_price_paise === null),
  );
  return discountedFirst.map((row) => row.id);
}

function takeInTurn(lists: number[][], limit: number): number[] {
  const chosen: number[] = [];
  for (let index = 0; chosen.length < limit && lists.some((l) => index < l.length); index++) {
    for (const list of lists) {
      const id = list[index];
      if (id !== undefined && !chosen.includes(id) && chosen.length < limit) chosen.push(id);
    }
  }
  return chosen;
}

export async function writeCampaignProducts(
  db: Kysely<Database>,
  categories: IdMap,
): Promise<void> {
  for (const campaign of CAMPAIGNS) {
    const row = await db
      .selectFrom('campaigns')
      .select('id')
      .where('main_title', '=', campaign.main[0])
      .executeTakeFirstOrThrow();
    const lists: number[][] = [];
    for (const name of campaign.shop) {
      lists.push(await productsUnder(db, idOf(categories, name, `category of ${campaign.key}`)));
    }
    const productIds = takeInTurn(lists, CAMPAIGN_PRODUCTS_PER_CAMPAIGN);
    if (productIds.length === 0) throw new Error(`campaign ${campaign.key} promotes no product`);
    await db
      .insertInto('campaign_products')
      .values(
        productIds.map((product_id, position) => ({ campaign_id: row.id, product_id, position })),
      )
      .execute();
  }
}

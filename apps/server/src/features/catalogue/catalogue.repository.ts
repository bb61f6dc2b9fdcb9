// Catalogue queries. Product lists load one page of products, then their images, primary
// category and rating in three batched queries (no N+1).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CategoryQuery {
  limit: number;
  offset: number;
  /** Only the categories marked for the home page's popular box. */
  popularOnly?: boolean;
}

/** Categories in display order (a few hundred at most); their product totals are counted apart. */
export function findCategories(
  db: Kysely<Database>,
  { limit, offset, popularOnly = false }: CategoryQuery,
) {
  let query = db
    .selectFrom('categories')
    .select([
      'categories.id',
      'categories.parent_category_id',
      'categories.name',
      'categories.name_ar',
      'categories.attachment_url',
    ])
    .orderBy('categories.display_order')
    .orderBy('categories.id')
    .limit(limit)
    .offset(offset);
  if (popularOnly) query = query.where('categories.is_popular', '=', 1);
  return query.execute();
}

export type CategoryRecord = Awaited<ReturnType<typeof findCategories>>[number];

/** The columns a product is shown at its price from: a list row's and a cart line's. */
export const PRICED_PRODUCT_COLUMNS = [
  'id',
  'name',
  'name_ar',
  'price_paise',
  'discounted_price_paise',
  'stock_quantity',
] as const;

/** What a product row is built from (findProductsByIds, findListRows). */
export interface ProductRecord {
  id: number;
  name: string;
  price_paise: number;
  discounted_price_paise: number | null;
  /** InStock: above 0. Every product is stock-tracked (a digital one too). */
  stock_quantity: number;
  /** Answered instead of name for Arabic requests, when set. */
  name_ar?: string | null;
}

/** Published products with these ids (any order), with what a cart needs for shipping. */
export function findProductsByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'price_paise',
      'discounted_price_paise',
      'stock_quantity',
      'is_shipping_free',
      'shipping_charge_paise',
    ])
    .where('published', '=', 1)
    .where('id', 'in', ids)
    .execute();
}

export function findImages(db: Kysely<Database>, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_images')
    .select(['product_id', 'url', 'color_id'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

export function findPrimaryCategoryNames(db: Kysely<Database>, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_categories')
    .innerJoin('categories', 'categories.id', 'product_categories.category_id')
    .select(['product_categories.product_id', 'categories.name', 'categories.name_ar'])
    .where('product_categories.product_id', 'in', productIds)
    .where('product_categories.is_primary', '=', 1)
    .execute();
}

export function findRatings(db: Kysely<Database>, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reviews')
    .select((eb) => [
      'product_id',
      eb.fn.avg<number>('rating').as('rating'),
      eb.fn.countAll<number | string>().as('reviews'),
    ])
    .where('product_id', 'in', productIds)
    .where('approved', '=', 1)
    .groupBy('product_id')
    .execute();
}

/** A live campaign's published products with what a product row needs, in the campaign's order. */
export function findCampaignProducts(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('campaign_products as cp')
    .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .where('cp.campaign_id', '=', campaignId)
    .where('c.active', '=', 1)
    .where('p.published', '=', 1)
    .select([
      'p.id',
      'p.name',
      'p.name_ar',
      'p.price_paise',
      'p.discounted_price_paise',
      'p.stock_quantity',
    ])
    .orderBy('cp.position')
    .orderBy('p.id')
    .execute();
}

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

/**
 * Categories with TotalProducts: the distinct published products of the category and of all
 * its descendants (a parent counts its children's products once each). The tree is walked by
 * a recursive CTE that both dialects run; UNION (not UNION ALL) stops on a cycle.
 */
export function findCategories(
  db: Kysely<Database>,
  { limit, offset, popularOnly = false }: CategoryQuery,
) {
  let query = db
    .withRecursive('category_tree(ancestor_id, category_id)', (cte) =>
      cte
        .selectFrom('categories')
        .select(['id as ancestor_id', 'id as category_id'])
        .union(
          cte
            .selectFrom('categories as child')
            .innerJoin('category_tree', 'category_tree.category_id', 'child.parent_category_id')
            .select(['category_tree.ancestor_id', 'child.id as category_id']),
        ),
    )
    .with('category_totals', (cte) =>
      cte
        .selectFrom('category_tree')
        .innerJoin(
          'product_categories',
          'product_categories.category_id',
          'category_tree.category_id',
        )
        .innerJoin('products', 'products.id', 'product_categories.product_id')
        .where('products.published', '=', 1)
        .select((eb) => [
          'category_tree.ancestor_id',
          eb.fn.count<number>('products.id').distinct().as('total_products'),
        ])
        .groupBy('category_tree.ancestor_id'),
    )
    .selectFrom('categories')
    .leftJoin('category_totals', 'category_totals.ancestor_id', 'categories.id')
    .select((eb) => [
      'categories.id',
      'categories.parent_category_id',
      'categories.name',
      'categories.name_ar',
      'categories.attachment_url',
      eb.fn.coalesce('category_totals.total_products', eb.lit(0)).as('total_products'),
    ])
    .orderBy('categories.display_order')
    .orderBy('categories.id')
    .limit(limit)
    .offset(offset);
  if (popularOnly) query = query.where('categories.is_popular', '=', 1);
  return query.execute();
}

export type CategoryRecord = Awaited<ReturnType<typeof findCategories>>[number];

/** What a product row is built from (findProductsByIds, findListRows). */
export interface ProductRecord {
  id: number;
  name: string;
  price_paise: number;
  discounted_price_paise: number | null;
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
    .select((eb) => ['product_id', eb.fn.avg<number>('rating').as('rating')])
    .where('product_id', 'in', productIds)
    .where('approved', '=', 1)
    .groupBy('product_id')
    .execute();
}

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

export function findCategories(
  db: Kysely<Database>,
  { limit, offset, popularOnly = false }: CategoryQuery,
) {
  let query = db
    .selectFrom('categories')
    .leftJoin('product_categories', 'product_categories.category_id', 'categories.id')
    .leftJoin('products', (join) =>
      join
        .onRef('products.id', '=', 'product_categories.product_id')
        .on('products.published', '=', 1),
    )
    .select((eb) => [
      'categories.id',
      'categories.parent_category_id',
      'categories.name',
      'categories.name_ar',
      'categories.attachment_url',
      eb.fn.count<number>('products.id').as('total_products'),
    ])
    .groupBy([
      'categories.id',
      'categories.parent_category_id',
      'categories.name',
      'categories.name_ar',
      'categories.attachment_url',
      'categories.display_order',
    ])
    .orderBy('categories.display_order')
    .orderBy('categories.id')
    .limit(limit)
    .offset(offset);
  if (popularOnly) query = query.where('categories.is_popular', '=', 1);
  return query.execute();
}

export type CategoryRecord = Awaited<ReturnType<typeof findCategories>>[number];

export type ProductOrder = 'popular' | 'recent';

export function findProductPage(
  db: Kysely<Database>,
  { order, limit, offset }: { order: ProductOrder; limit: number; offset: number },
) {
  let query = db
    .selectFrom('products')
    .select(['id', 'name', 'price_paise', 'discounted_price_paise'])
    .where('published', '=', 1);
  query =
    order === 'popular'
      ? query.orderBy('popularity', 'desc').orderBy('id', 'desc')
      : query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  return query.limit(limit).offset(offset).execute();
}

export type ProductRecord = Awaited<ReturnType<typeof findProductPage>>[number];

export async function countPublishedProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('published', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.total);
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
    .select(['product_categories.product_id', 'categories.name'])
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

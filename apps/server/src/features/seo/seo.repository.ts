// The few facts a page's <head> needs, one small query per page request (indexed by id).
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A product's primary category's name, as the column category_name (its page path shows it). */
export function primaryCategoryName(eb: ExpressionBuilder<Database, 'products'>) {
  return eb
    .selectFrom('product_categories')
    .innerJoin('categories', 'categories.id', 'product_categories.category_id')
    .select('categories.name')
    .whereRef('product_categories.product_id', '=', 'products.id')
    .where('product_categories.is_primary', '=', 1)
    .limit(1)
    .as('category_name');
}

/** A published product with its brand, default image and primary category, in one query. */
export function findProductForPage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('products')
    .leftJoin('manufacturers', 'manufacturers.id', 'products.manufacturer_id')
    .select((eb) => [
      'products.id',
      'products.sku',
      'products.name',
      'products.name_ar',
      'products.short_description',
      'products.short_description_ar',
      'products.paid_price_paise',
      'products.stock_quantity',
      'products.review_count',
      'products.rating_sum',
      'manufacturers.name as brand',
      eb
        .selectFrom('product_images')
        .select('product_images.url')
        .whereRef('product_images.product_id', '=', 'products.id')
        .orderBy('product_images.display_order')
        .orderBy('product_images.id')
        .limit(1)
        .as('image_url'),
      primaryCategoryName(eb),
    ])
    .where('products.id', '=', id)
    .where('products.published', '=', 1)
    .executeTakeFirst();
}

export type ProductForPage = NonNullable<Awaited<ReturnType<typeof findProductForPage>>>;

export function findCategoryForPage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'name_ar'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCampaignForPage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'main_title', 'main_title_ar', 'body', 'body_ar', 'cover_picture_url'])
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

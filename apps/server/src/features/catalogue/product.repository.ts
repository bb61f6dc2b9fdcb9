// One product's page: detail, its lookups, attributes, reviews; and the lookup lists.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A published product with its brand and vendor names (both languages); undefined when unknown or unpublished. */
export function findPublishedProduct(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('products')
    .leftJoin('manufacturers', 'manufacturers.id', 'products.manufacturer_id')
    .leftJoin('vendors', 'vendors.id', 'products.vendor_id')
    .selectAll('products')
    .select([
      'manufacturers.name as manufacturer_name',
      'manufacturers.name_ar as manufacturer_name_ar',
      'vendors.name as vendor_name',
      'vendors.name_ar as vendor_name_ar',
    ])
    .where('products.id', '=', id)
    .where('products.published', '=', 1)
    .executeTakeFirst();
}

export type PublishedProduct = NonNullable<Awaited<ReturnType<typeof findPublishedProduct>>>;

export function findProductColors(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('product_colors')
    .innerJoin('colors', 'colors.id', 'product_colors.color_id')
    .select(['colors.id', 'colors.name', 'colors.name_ar', 'colors.hex_code'])
    .where('product_colors.product_id', '=', productId)
    .orderBy('colors.id')
    .execute();
}

export function findProductSizes(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('product_sizes')
    .innerJoin('sizes', 'sizes.id', 'product_sizes.size_id')
    .select(['sizes.id', 'sizes.short_name'])
    .where('product_sizes.product_id', '=', productId)
    .orderBy('sizes.display_order')
    .orderBy('sizes.id')
    .execute();
}

export function findProductTags(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('product_tags')
    .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
    .select(['tags.id', 'tags.name', 'tags.name_ar'])
    .where('product_tags.product_id', '=', productId)
    .orderBy('tags.id')
    .execute();
}

export function findProductShipMethods(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('product_shipping_methods')
    .innerJoin(
      'shipping_methods',
      'shipping_methods.id',
      'product_shipping_methods.shipping_method_id',
    )
    .select(['shipping_methods.name', 'shipping_methods.name_ar'])
    .where('product_shipping_methods.product_id', '=', productId)
    .orderBy('shipping_methods.id')
    .execute();
}

/** Options of products' attributes, with the attribute's names and whether it is required. */
export function selectAttributeOptions(db: Kysely<Database>) {
  return db
    .selectFrom('product_attribute_options as o')
    .innerJoin('product_attributes as pa', (join) =>
      join
        .onRef('pa.product_id', '=', 'o.product_id')
        .onRef('pa.attribute_id', '=', 'o.attribute_id'),
    )
    .innerJoin('attributes as a', 'a.id', 'o.attribute_id')
    .select([
      'o.product_id',
      'o.attribute_id',
      'a.name as attribute_name',
      'a.name_ar as attribute_name_ar',
      'o.primary_key_value',
      'o.display_value',
      'o.display_value_ar',
      'o.price_type_id',
      'o.additional_price_paise',
      'o.additional_percent',
      'pa.is_required',
    ]);
}

/** Every option of every attribute the product offers, in display order. */
export function findAttributeOptions(db: Kysely<Database>, productId: number) {
  return selectAttributeOptions(db)
    .where('o.product_id', '=', productId)
    .orderBy('pa.display_order')
    .orderBy('o.display_order')
    .orderBy('o.id')
    .execute();
}

/** Approved reviews, newest first. */
/** The product's primary (leaf) category. */
export async function findPrimaryCategory(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('product_categories')
    .innerJoin('categories', 'categories.id', 'product_categories.category_id')
    .select(['categories.id', 'categories.parent_category_id'])
    .where('product_categories.product_id', '=', productId)
    .orderBy('product_categories.is_primary', 'desc')
    .orderBy('categories.id')
    .executeTakeFirst();
}

export function findSizes(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('sizes')
    .selectAll()
    .orderBy('display_order')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findManufacturers(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('manufacturers')
    .select(['id', 'name', 'name_ar'])
    .orderBy('display_order')
    .orderBy('name')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findTags(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('tags')
    .select(['id', 'name', 'name_ar'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findColors(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('colors')
    .select(['id', 'name', 'name_ar', 'hex_code'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

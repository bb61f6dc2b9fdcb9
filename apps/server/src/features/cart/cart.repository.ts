// Cart queries: the products of a cart with their options, in two queries whatever the number
// of lines (the pictures are the catalogue's findImages). Each takes a Kysely instance or a
// transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  PRICED_PRODUCT_COLUMNS,
  selectAttributeOptions,
  type findImages,
} from '../catalogue/index.ts';

/** The cart's products, published or not (an unpublished one is reported, not priced). */
export function findCartProducts(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select([
      ...PRICED_PRODUCT_COLUMNS,
      'order_maximum_quantity',
      'is_digital',
      'is_shipping_free',
      'shipping_charge_paise',
      'published',
    ])
    .where('id', 'in', ids)
    .execute();
}

export type CartProduct = Awaited<ReturnType<typeof findCartProducts>>[number];

/** Every option of the products' attributes, with the attribute's names and whether it is required. */
export function findCartOptions(db: Kysely<Database>, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return selectAttributeOptions(db)
    .select('pa.display_order')
    .where('o.product_id', 'in', productIds)
    .orderBy('o.product_id')
    .orderBy('pa.display_order')
    .orderBy('o.attribute_id')
    .execute();
}

export type CartOption = Awaited<ReturnType<typeof findCartOptions>>[number];

/** The products' pictures, default first (colour pictures carry their colour id): the catalogue's. */
export type CartImage = Awaited<ReturnType<typeof findImages>>[number];

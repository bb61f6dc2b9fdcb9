// Queries of one of a shopper's orders by its number (the confirmation and order pages). Every
// query takes the user's id and filters by it: another shopper's order is simply not found.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The user's order with this number; undefined when there is none or it is someone else's. */
export function orderOfUserByNumber(db: Kysely<Database>, userId: number, orderNumber: string) {
  return db
    .selectFrom('orders')
    .select([
      'orders.id',
      'orders.order_number',
      'orders.created_at',
      'orders.status_id',
      'orders.payment_method_id',
      'orders.payment_reference',
      'orders.coupon_code',
      'orders.note',
      'orders.subtotal_paise',
      'orders.shipping_paise',
      'orders.discount_paise',
      'orders.total_paise',
    ])
    .where('orders.order_number', '=', orderNumber)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
}

/** The order's items with their frozen options, in the order they were placed. */
export function itemsOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_items')
    .select([
      'order_items.id',
      'order_items.product_id',
      'order_items.product_name',
      'order_items.product_name_ar',
      'order_items.image_url',
      'order_items.unit_price_paise',
      'order_items.quantity',
      'order_items.total_paise',
      'order_items.is_digital',
      'order_items.status_id',
      'order_items.shipping_status_id',
      'order_items.attributes_json',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
}

/**
 * The catalogue's names of these products' options in both languages, to say an order's frozen
 * options in the page's language (the order froze them in the language it was placed in).
 */
export function optionNamesOf(db: Kysely<Database>, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_attribute_options')
    .innerJoin('attributes', 'attributes.id', 'product_attribute_options.attribute_id')
    .select([
      'product_attribute_options.product_id',
      'product_attribute_options.attribute_id',
      'product_attribute_options.primary_key_value',
      'product_attribute_options.display_value',
      'product_attribute_options.display_value_ar',
      'attributes.name as attribute_name',
      'attributes.name_ar as attribute_name_ar',
    ])
    .where('product_attribute_options.product_id', 'in', [...new Set(productIds)])
    .execute();
}

// Queries of one of a shopper's orders by its number (the confirmation and order pages). Every
// query takes the user's id and filters by it: another shopper's order is simply not found.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ORDER_SHOWN_COLUMNS } from './order-history.repository.ts';

/** The user's order with this number; undefined when there is none or it is someone else's. */
export function orderOfUserByNumber(db: Kysely<Database>, userId: number, orderNumber: string) {
  return db
    .selectFrom('orders')
    .select([...ORDER_SHOWN_COLUMNS, 'orders.id', 'orders.status_id', 'orders.payment_reference'])
    .where('orders.order_number', '=', orderNumber)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
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

/** The order's history in the order it was written (the timeline's events). */
export function historyOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_status_history')
    .select(['stage', 'order_item_id', 'carrier', 'tracking_number', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

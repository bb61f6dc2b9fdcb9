// The order lines placed in a time range with their order's figures, buyer and payment method.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function orderLinesBetween(db: Kysely<Database>, fromIso: string, beforeIso: string) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .leftJoin('payment_methods', 'payment_methods.id', 'orders.payment_method_id')
    .select([
      'orders.order_number',
      'orders.created_at',
      'orders.stage',
      'orders.coupon_code',
      'orders.subtotal_paise',
      'orders.shipping_paise',
      'orders.discount_paise',
      'orders.total_paise',
      'users.email',
      'users.first_name',
      'users.last_name',
      'payment_methods.name as payment_method',
      'products.sku',
      'order_items.product_name',
      'order_items.product_name_ar',
      'order_items.attributes_json',
      'order_items.quantity',
      'order_items.unit_price_paise',
      'order_items.shipping_paise as line_shipping_paise',
      'order_items.total_paise as line_total_paise',
      'order_items.stage as line_stage',
    ])
    .where('orders.created_at', '>=', fromIso)
    .where('orders.created_at', '<', beforeIso)
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .orderBy('order_items.id')
    .execute();
}

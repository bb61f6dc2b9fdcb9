// Queries of written orders: the history, the digital download and the confirmation mail.
// Every query that reads a shopper's orders takes the user's id and filters by it, so no
// caller can read another's order.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** An order's row as the history lists it (also what the history groups its item counts by). */
const ORDER_SUMMARY_COLUMNS = [
  'orders.id',
  'orders.order_number',
  'orders.created_at',
  'orders.status_id',
  'orders.total_paise',
  'orders.discount_paise',
  'orders.stage',
] as const;

/** An order's number, date, payment and sums: what its page and its mail show. */
export const ORDER_SHOWN_COLUMNS = [
  'orders.order_number',
  'orders.created_at',
  'orders.payment_method_id',
  'orders.coupon_code',
  'orders.note',
  'orders.subtotal_paise',
  'orders.shipping_paise',
  'orders.discount_paise',
  'orders.total_paise',
  'orders.stage',
] as const;

/** An order item as every page and mail shows it: name, picture, frozen options, sums, state. */
export const ORDER_ITEM_COLUMNS = [
  'order_items.id',
  'order_items.product_id',
  'order_items.product_name',
  'order_items.product_name_ar',
  'order_items.image_url',
  'order_items.attributes_json',
  'order_items.unit_price_paise',
  'order_items.quantity',
  'order_items.total_paise',
  'order_items.is_digital',
  'order_items.status_id',
  'order_items.shipping_status_id',
  'order_items.stage',
] as const;

/** The user's orders with their item counts, newest first. */
export function ordersOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('orders')
    .leftJoin('order_items', 'order_items.order_id', 'orders.id')
    .select((eb) => [
      ...ORDER_SUMMARY_COLUMNS,
      eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('total_items'),
    ])
    .where('orders.user_id', '=', userId)
    .groupBy([...ORDER_SUMMARY_COLUMNS])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
}

/** The items of one of the user's orders (none when the order is someone else's). */
export function itemsOfUserOrder(db: Kysely<Database>, userId: number, orderId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(ORDER_ITEM_COLUMNS)
    .where('orders.id', '=', orderId)
    .where('orders.user_id', '=', userId)
    .orderBy('order_items.id')
    .execute();
}

/** An order item with its buyer and its product's file, for the download. */
export function downloadItem(db: Kysely<Database>, orderItemId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.id',
      'order_items.product_name',
      'order_items.is_digital',
      'order_items.status_id',
      'order_items.shipping_status_id',
      'orders.user_id',
      'products.digital_file_path',
      'products.digital_file_name',
      'products.digital_content_type',
    ])
    .where('order_items.id', '=', orderItemId)
    .executeTakeFirst();
}

/** Whose session a token hash is (live or not; current-user.ts decides whether it is live). */
export async function tokenUserId(db: Kysely<Database>, tokenHash: string) {
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}

/** The order and its buyer as its confirmation mail shows them. */
export function findOrderForMail(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([...ORDER_SHOWN_COLUMNS, 'users.email', 'users.first_name', 'users.language_code'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** The order's items with their frozen options, in the order they were placed (page and mail). */
export function itemsOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(ORDER_ITEM_COLUMNS)
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
}

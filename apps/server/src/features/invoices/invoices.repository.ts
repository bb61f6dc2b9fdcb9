// Queries of the invoices feature: the order an invoice is issued for, the year's counter and the
// invoice rows. Each takes a db handle or the issuing transaction.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockedForUpdate } from '../../db/write-transaction.ts';

/** The order (locked on PostgreSQL until the transaction ends), for issuing its invoice. */
export function lockOrder(trx: Kysely<Database>, orderId: number) {
  return lockedForUpdate(
    trx,
    trx
      .selectFrom('orders')
      .select([
        'orders.id',
        'orders.order_number',
        'orders.created_at',
        'orders.delivery_address_json',
        'orders.subtotal_paise',
        'orders.shipping_paise',
        'orders.discount_paise',
        'orders.total_paise',
        'orders.coupon_id',
      ])
      .where('orders.id', '=', orderId),
  ).executeTakeFirst();
}

/** What each line of the order was and its product's tax class now. */
export function orderLinesWithTaxClass(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.id',
      'order_items.shipping_paise',
      'order_items.product_name',
      'order_items.product_name_ar',
      'order_items.quantity',
      'order_items.total_paise',
      'products.hsn_code',
      'products.gst_rate_bp',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
}

/** The minimum order of the order's coupon (0: none). */
export async function couponMinimumPaise(db: Kysely<Database>, couponId: number | null) {
  if (couponId === null) return 0;
  const row = await db
    .selectFrom('coupons')
    .select('min_order_total_paise')
    .where('id', '=', couponId)
    .executeTakeFirst();
  return row?.min_order_total_paise ?? 0;
}

/** The lines cancelled before the invoice: each line's own cancel, or the whole order's. */
export async function cancelledLineIds(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('order_status_history')
    .select('order_item_id')
    .where('order_id', '=', orderId)
    .where('stage', '=', 'cancelled')
    .execute();
  return rows.map((row) => row.order_item_id);
}

export function findInvoice(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * The year's next number: the counter row is made when missing, then moved up by one. The
 * update holds the row's lock until the issuing transaction ends, so issuers take turns and a
 * rolled-back issue gives its number back.
 */
export async function takeNextNumber(trx: Kysely<Database>, financialYear: string) {
  await trx
    .insertInto('invoice_counters')
    .values({ financial_year: financialYear, last_number: 0 })
    .onConflict((conflict) => conflict.column('financial_year').doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('financial_year', '=', financialYear)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export function insertInvoice(trx: Kysely<Database>, row: Insertable<Database['invoices']>) {
  return trx.insertInto('invoices').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The order and its buyer, as the invoice prints them. */
export function orderForInvoice(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.order_number',
      'orders.created_at',
      'orders.shipping_paise',
      'orders.total_paise',
      'orders.discount_paise',
      'orders.coupon_code',
      'orders.delivery_address_json',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

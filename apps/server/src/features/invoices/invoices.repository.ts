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
      .select(['id', 'order_number', 'created_at', 'delivery_address_json'])
      .where('id', '=', orderId),
  ).executeTakeFirst();
}

/** What each line of the order was and its product's tax class now. */
export function orderLinesWithTaxClass(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .select([
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

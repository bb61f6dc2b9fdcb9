// Queries behind the cap on a shopper's open cash-on-delivery orders (reserve-order.ts).
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';
import { lockedForUpdate } from '../../db/write-transaction.ts';

/**
 * Locks the shopper's row to the end of the transaction (PostgreSQL; SQLite's write
 * transaction is exclusive already), so their concurrent orders are checked one after another.
 */
export async function lockShopper(trx: Kysely<Database>, userId: number): Promise<void> {
  await lockedForUpdate(
    trx,
    trx.selectFrom('users').select('id').where('id', '=', userId),
  ).executeTakeFirst();
}

/** The shopper's cash-on-delivery orders not yet completed (delivered) or returned/refunded. */
export async function openCashOrders(
  db: Kysely<Database>,
  userId: number,
): Promise<{ orders: number; units: number }> {
  const row = await db
    .selectFrom('orders')
    .leftJoin('order_items', 'order_items.order_id', 'orders.id')
    .select((eb) => [
      eb.fn.count<number | string>('orders.id').distinct().as('orders'),
      eb.fn.sum<number | string | null>('order_items.quantity').as('units'),
    ])
    .where('orders.user_id', '=', userId)
    .where('orders.payment_method_id', '=', PAYMENT_METHOD.CashOnDelivery)
    .where('orders.status_id', 'in', [ORDER_STATUS.Active, ORDER_STATUS.InProgress])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), units: Number(row.units ?? 0) };
}

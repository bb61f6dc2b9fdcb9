// Queries of the operator's order commands (order-admin.ts holds the rules of a move).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const LISTED_COLUMNS = [
  'orders.id',
  'orders.order_number',
  'orders.status_id',
  'orders.total_paise',
  'orders.discount_paise',
  'orders.created_at',
  'users.email',
] as const;

/** The newest orders with their buyer's e-mail and item count. */
export function newestOrders(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('order_items', 'order_items.order_id', 'orders.id')
    .select((eb) => [
      ...LISTED_COLUMNS,
      eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('items'),
    ])
    .groupBy(LISTED_COLUMNS)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
}

/** The whole order with its buyer's e-mail, its items and its status history. */
export async function findWholeOrder(db: Kysely<Database>, id: number) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select('users.email')
    .where('orders.id', '=', id)
    .executeTakeFirst();
  if (!order) return null;
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  const history = await db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  return { order, items, history };
}

export function findOrderStatus(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves the order to `to` only from `from`; true when this call moved it. */
export async function moveOrderStatus(
  db: Kysely<Database>,
  id: number,
  move: { from: number; to: number; atIso: string },
) {
  const moved = await db
    .updateTable('orders')
    .set({ status_id: move.to, updated_at: move.atIso })
    .where('id', '=', id)
    .where('status_id', '=', move.from)
    .executeTakeFirst();
  return moved.numUpdatedRows === 1n;
}

export function findOrderItems(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['id', 'product_id', 'quantity', 'status_id', 'shipping_status_id'])
    .where('order_id', '=', orderId)
    .execute();
}

export async function setItemStatus(
  db: Kysely<Database>,
  itemId: number,
  status: { statusId: number; shippingStatusId: number },
) {
  await db
    .updateTable('order_items')
    .set({ status_id: status.statusId, shipping_status_id: status.shippingStatusId })
    .where('id', '=', itemId)
    .execute();
}

export async function insertStatusHistory(
  db: Kysely<Database>,
  entry: { orderId: number; statusId: number; note: string; atIso: string },
) {
  await db
    .insertInto('order_status_history')
    .values({
      order_id: entry.orderId,
      status_id: entry.statusId,
      note: entry.note,
      created_at: entry.atIso,
    })
    .execute();
}

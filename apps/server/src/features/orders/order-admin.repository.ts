// Queries of the operator's order commands (order-admin.ts; moves go through stages/).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const LISTED_COLUMNS = [
  'orders.id',
  'orders.order_number',
  'orders.stage',
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

/** The whole order with its buyer's e-mail, its items and its history (the timeline). */
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

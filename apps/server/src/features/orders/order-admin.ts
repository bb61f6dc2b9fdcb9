// The operator's side of orders (`npm run admin -- orders …`): list them, show one, and move
// one through the state machine (order-status.ts). A move is one transaction: the order's
// status (changed only from the status it was read in, so two operators cannot both apply a
// move), its items', the status history and, on Returned, the stock given back — exactly once,
// since no order can enter Returned twice.
import { sql, type Kysely } from 'kysely';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { itemStatusAfter, planMove, statusName, type OrderStatusId } from './order-status.ts';

/** The newest orders with their buyer, status, item count and amount paid. */
export async function listOrders(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('order_items', 'order_items.order_id', 'orders.id')
    .select((eb) => [
      'orders.id',
      'orders.order_number',
      'orders.status_id',
      'orders.total_paise',
      'orders.discount_paise',
      'orders.created_at',
      'users.email',
      eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('items'),
    ])
    .groupBy([
      'orders.id',
      'orders.order_number',
      'orders.status_id',
      'orders.total_paise',
      'orders.discount_paise',
      'orders.created_at',
      'users.email',
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(
    (row) =>
      `#${row.id}  ${row.order_number}  ${row.email}  ${statusName(row.status_id)}  ` +
      `${row.items} item(s)  ${formatPaise(shopperPaysPaise(row.total_paise, row.discount_paise))}  ${row.created_at}`,
  );
}

/** One order: its figures, items and status history; null when there is no such order. */
export async function showOrder(db: Kysely<Database>, id: number): Promise<string[] | null> {
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
  return [
    `Order #${order.id} ${order.order_number} — ${statusName(order.status_id)}`,
    `Customer: ${order.email} (user #${order.user_id})   Placed: ${order.created_at}`,
    `Payment method: ${order.payment_method_id}   Coupon: ${order.coupon_code ?? '—'}`,
    `Subtotal ${formatPaise(order.subtotal_paise)}  Shipping ${formatPaise(order.shipping_paise)}  ` +
      `Discount ${formatPaise(order.discount_paise)}  Paid ${formatPaise(shopperPaysPaise(order.total_paise, order.discount_paise))}`,
    ...(order.note ? [`Note: ${order.note}`] : []),
    'Items:',
    ...items.map(
      (item) =>
        `  #${item.id}  ${item.quantity} × ${item.product_name} (product ${item.product_id})  ` +
        `${formatPaise(item.unit_price_paise)} = ${formatPaise(item.total_paise)}` +
        `${item.is_digital ? '  digital' : ''}  ${statusName(item.status_id)}`,
    ),
    'History:',
    ...history.map(
      (entry) =>
        `  ${entry.created_at}  ${statusName(entry.status_id)}` +
        (entry.order_item_id === null ? '' : ` (item #${entry.order_item_id})`) +
        (entry.note ? `  ${entry.note}` : ''),
    ),
  ];
}

export type StatusChange =
  | { outcome: 'moved'; from: number; to: OrderStatusId; restocked: number }
  | { outcome: 'not-found' }
  | { outcome: 'refused'; reason: string };

export async function setOrderStatus(
  db: Kysely<Database>,
  id: number,
  to: number,
  now: Date = new Date(),
): Promise<StatusChange> {
  return writeTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!order) return { outcome: 'not-found' };
    const plan = planMove(order.status_id, to);
    if (!plan.ok) return { outcome: 'refused', reason: plan.reason };
    const at = now.toISOString();
    const next = plan.effects.itemStatus;
    const moved = await trx
      .updateTable('orders')
      .set({ status_id: next, updated_at: at })
      .where('id', '=', id)
      .where('status_id', '=', order.status_id)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) {
      return { outcome: 'refused', reason: 'The order changed meanwhile; look at it again.' };
    }
    const items = await trx
      .selectFrom('order_items')
      .select(['id', 'product_id', 'quantity', 'status_id', 'shipping_status_id'])
      .where('order_id', '=', id)
      .execute();
    for (const item of items) {
      await trx
        .updateTable('order_items')
        .set({
          status_id: itemStatusAfter(item.status_id, next),
          shipping_status_id: itemStatusAfter(item.shipping_status_id, next),
        })
        .where('id', '=', item.id)
        .execute();
      if (plan.effects.restoreStock) {
        await trx
          .updateTable('products')
          .set({ stock_quantity: sql<number>`stock_quantity + ${item.quantity}` })
          .where('id', '=', item.product_id)
          .execute();
      }
    }
    await trx
      .insertInto('order_status_history')
      .values({
        order_id: id,
        status_id: next,
        note: `operator: ${statusName(order.status_id)} → ${statusName(next)}`,
        created_at: at,
      })
      .execute();
    const restocked = plan.effects.restoreStock
      ? items.reduce((sum, item) => sum + item.quantity, 0)
      : 0;
    return { outcome: 'moved', from: order.status_id, to: next, restocked };
  });
}

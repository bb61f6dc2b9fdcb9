// The operator's side of orders (`npm run admin -- orders …`): list them, show one, and move
// one through the state machine (order-status.ts). A move is one transaction: the order's
// status (changed only from the status it was read in, so two operators cannot both apply a
// move), its items', the status history and, on Returned, the stock given back — exactly once,
// since no order can enter Returned twice.
import type { Kysely } from 'kysely';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import * as repository from './order-admin.repository.ts';
import { giveBackStock } from './order.repository.ts';
import { itemStatusAfter, planMove, statusName, type OrderStatusId } from './order-status.ts';

/** The newest orders with their buyer, status, item count and amount paid. */
export async function listOrders(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const rows = await repository.newestOrders(db, limit);
  return rows.map(
    (row) =>
      `#${row.id}  ${row.order_number}  ${row.email}  ${statusName(row.status_id)}  ` +
      `${row.items} item(s)  ${formatPaise(shopperPaysPaise(row.total_paise, row.discount_paise))}  ${row.created_at}`,
  );
}

/** One order: its figures, items and status history; null when there is no such order. */
export async function showOrder(db: Kysely<Database>, id: number): Promise<string[] | null> {
  const whole = await repository.findWholeOrder(db, id);
  if (!whole) return null;
  const { order, items, history } = whole;
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
    const order = await repository.findOrderStatus(trx, id);
    if (!order) return { outcome: 'not-found' };
    const plan = planMove(order.status_id, to);
    if (!plan.ok) return { outcome: 'refused', reason: plan.reason };
    const at = now.toISOString();
    const next = plan.effects.itemStatus;
    if (
      !(await repository.moveOrderStatus(trx, id, { from: order.status_id, to: next, atIso: at }))
    ) {
      return { outcome: 'refused', reason: 'The order changed meanwhile; look at it again.' };
    }
    const items = await repository.findOrderItems(trx, id);
    for (const item of items) {
      await repository.setItemStatus(trx, item.id, {
        statusId: itemStatusAfter(item.status_id, next),
        shippingStatusId: itemStatusAfter(item.shipping_status_id, next),
      });
      if (plan.effects.restoreStock) await giveBackStock(trx, item.product_id, item.quantity);
    }
    await repository.insertStatusHistory(trx, {
      orderId: id,
      statusId: next,
      note: `operator: ${statusName(order.status_id)} → ${statusName(next)}`,
      atIso: at,
    });
    const restocked = plan.effects.restoreStock
      ? items.reduce((sum, item) => sum + item.quantity, 0)
      : 0;
    return { outcome: 'moved', from: order.status_id, to: next, restocked };
  });
}

// The operator's side of orders (`npm run admin -- orders …`): list them, show one with its
// stages and timeline, and move one along the parcel's path (packed, shipped with its courier
// and number, out for delivery, delivered). A move is one transaction: moveStage (the one way
// an order moves, stages/stage-move.ts) by actor 'operator', and its e-mail to the shopper in
// the outbox — both or neither.
import type { Kysely } from 'kysely';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { carrierName } from '@bazaar/contract/orders/carriers';
import { type ParcelStage, type StageEvent } from '@bazaar/contract/orders/fulfilment';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import { STAGE_TEXTS } from '@bazaar/i18n/orders';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import * as repository from './order-admin.repository.ts';
import { queueStageMail, type StageMailContext } from './stages/stage-mail.ts';
import { moveStage, type StageMoveOutcome } from './stages/stage-move.ts';

/** A stage or event by its English name ('Out for delivery'); the text itself when unknown. */
export function stageName(stage: string): string {
  return stage in STAGE_TEXTS ? STAGE_TEXTS[stage as StageEvent].en : stage;
}

/** The newest orders with their buyer, stage, item count and amount paid. */
export async function listOrders(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const rows = await repository.newestOrders(db, limit);
  return rows.map(
    (row) =>
      `#${row.id}  ${row.order_number}  ${row.email}  ${stageName(row.stage)}  ` +
      `${row.items} item(s)  ${formatPaise(shopperPaysPaise(row.total_paise, row.discount_paise))}  ${row.created_at}`,
  );
}

/** One order: its figures, items with their stages, and its timeline; null when none. */
export async function showOrder(db: Kysely<Database>, id: number): Promise<string[] | null> {
  const whole = await repository.findWholeOrder(db, id);
  if (!whole) return null;
  const { order, items, history } = whole;
  return [
    `Order #${order.id} ${order.order_number} — ${stageName(order.stage)}`,
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
        `${item.is_digital ? '  digital' : ''}  ${stageName(item.stage)}`,
    ),
    'Timeline:',
    ...history.map(
      (entry) =>
        `  ${entry.created_at}  ${stageName(entry.stage ?? '')}` +
        (entry.order_item_id === null ? '' : ` (item #${entry.order_item_id})`) +
        (entry.actor ? `  by ${entry.actor}` : '') +
        (entry.carrier ? `  ${entry.carrier} ${entry.tracking_number ?? ''}`.trimEnd() : '') +
        (entry.note ? `  ${entry.note}` : ''),
    ),
  ];
}

export interface OperatorContext extends StageMailContext {
  db: Kysely<Database>;
  now: () => Date;
}

/** A move an operator makes along the parcel's path; shipping names the courier and number. */
export type OperatorMove =
  | { to: Exclude<ParcelStage, 'placed' | 'shipped'> }
  | { to: 'shipped'; carrier: string; trackingNumber: string };

/** Thrown inside the transaction so that a refused move leaves nothing behind. */
class MoveRefused extends Error {
  constructor(readonly outcome: Exclude<StageMoveOutcome, { outcome: 'moved' }>) {
    super('stage move refused');
  }
}

/** Runs inside a move's transaction once it applied: the console's audit row. */
export type AlsoInTransaction = (trx: Kysely<Database>, moved: MovedOutcome) => Promise<void>;
type MovedOutcome = Extract<StageMoveOutcome, { outcome: 'moved' }>;

export async function moveOrderAsOperator(
  ctx: OperatorContext,
  orderId: number,
  move: OperatorMove,
  alsoInTransaction?: AlsoInTransaction,
): Promise<StageMoveOutcome> {
  const shipment =
    move.to === 'shipped'
      ? { carrier: carrierName(move.carrier), trackingNumber: move.trackingNumber.trim() }
      : undefined;
  try {
    return await writeTransaction(ctx.db, async (trx) => {
      const moved = await moveStage(trx, {
        orderId,
        to: move.to,
        actor: 'operator',
        at: ctx.now(),
        ...(shipment ? { shipment } : {}),
      });
      if (moved.outcome !== 'moved') throw new MoveRefused(moved);
      await queueStageMail(ctx, trx, { orderId, event: moved.event });
      await alsoInTransaction?.(trx, moved);
      return moved;
    });
  } catch (error) {
    if (error instanceof MoveRefused) return error.outcome;
    throw error;
  }
}

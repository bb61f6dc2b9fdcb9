// Queries of a stage move (stage-move.ts holds its rules).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export function findOrderStage(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'stage', 'user_id', 'payment_method_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export function findLineStages(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['id', 'product_id', 'quantity', 'total_paise', 'is_digital', 'stage'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/**
 * Moves the order to `to` only from the stage it was read in; true when this call moved it.
 * A line move passes its own stage as both: it only takes the row, so a whole-order move
 * running at the same time waits for it (PostgreSQL) or is seen to have changed it.
 */
export async function moveOrderRow(
  db: Kysely<Database>,
  orderId: number,
  move: { from: string; to: string; statusId: number; atIso: string },
): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set({ stage: move.to, status_id: move.statusId, updated_at: move.atIso })
    .where('id', '=', orderId)
    .where('stage', '=', move.from)
    .executeTakeFirst();
  return moved.numUpdatedRows === 1n;
}

/** Moves one line from the stage it was read in; true when this call moved it. */
export async function moveLineRow(
  db: Kysely<Database>,
  lineId: number,
  move: { from: string; to: string; statusId: number },
): Promise<boolean> {
  const moved = await db
    .updateTable('order_items')
    .set({ stage: move.to, status_id: move.statusId, shipping_status_id: move.statusId })
    .where('id', '=', lineId)
    .where('stage', '=', move.from)
    .executeTakeFirst();
  return moved.numUpdatedRows === 1n;
}

export interface HistoryEntry {
  orderId: number;
  itemId: number | null;
  statusId: number;
  stage: string;
  actor: string;
  carrier: string | null;
  trackingNumber: string | null;
  note: string | null;
  atIso: string;
}

export async function insertHistory(db: Kysely<Database>, entry: HistoryEntry): Promise<void> {
  await db
    .insertInto('order_status_history')
    .values({
      order_id: entry.orderId,
      order_item_id: entry.itemId,
      status_id: entry.statusId,
      stage: entry.stage,
      actor: entry.actor,
      carrier: entry.carrier,
      tracking_number: entry.trackingNumber,
      note: entry.note,
      created_at: entry.atIso,
    })
    .execute();
}

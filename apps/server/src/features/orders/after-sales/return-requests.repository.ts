// Queries of return requests (returns.service.ts and return-decisions.ts hold the rules).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ReturnRequestState } from '../../../db/tables/after-sales.ts';

export interface NewReturnRequest {
  orderId: number;
  itemId: number;
  userId: number;
  reason: string;
  note: string | null;
  photoPath: string | null;
}

/** The request's id; undefined when the line was already asked back (UNIQUE per line). */
export async function insertReturnRequest(db: Kysely<Database>, request: NewReturnRequest) {
  const row = await db
    .insertInto('return_requests')
    .values({
      order_id: request.orderId,
      order_item_id: request.itemId,
      user_id: request.userId,
      reason: request.reason,
      note: request.note,
      photo_path: request.photoPath,
    })
    .onConflict((conflict) => conflict.column('order_item_id').doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  return row;
}

export function requestsOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('return_requests')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function findReturnRequest(db: Kysely<Database>, id: number) {
  return db.selectFrom('return_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function openReturnRequests(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('return_requests')
    .innerJoin('orders', 'orders.id', 'return_requests.order_id')
    .innerJoin('order_items', 'order_items.id', 'return_requests.order_item_id')
    .select([
      'return_requests.id',
      'return_requests.state',
      'return_requests.reason',
      'return_requests.note',
      'return_requests.created_at',
      'orders.order_number',
      'order_items.product_name',
      'order_items.quantity',
    ])
    .where('return_requests.state', 'in', ['requested', 'approved', 'received'])
    .orderBy('return_requests.id')
    .limit(limit)
    .execute();
}

export interface Decision {
  from: ReturnRequestState;
  to: ReturnRequestState;
  by: string | null;
  note: string | null;
  refundReference?: string | null;
  atIso: string;
}

/** Moves the request from the state it was read in; true when this call moved it. */
export async function decideReturnRequest(
  db: Kysely<Database>,
  id: number,
  decision: Decision,
): Promise<boolean> {
  const moved = await db
    .updateTable('return_requests')
    .set({
      state: decision.to,
      updated_at: decision.atIso,
      ...(decision.by === null
        ? {}
        : { decided_by: decision.by, decided_at: decision.atIso, decision_note: decision.note }),
      ...(decision.refundReference === undefined
        ? {}
        : { refund_reference: decision.refundReference }),
    })
    .where('id', '=', id)
    .where('state', '=', decision.from)
    .executeTakeFirst();
  return moved.numUpdatedRows === 1n;
}

/** The request settled by a refund (received → refunded). */
export async function refundReturnRequest(
  db: Kysely<Database>,
  refundReference: string,
  atIso: string,
): Promise<void> {
  await db
    .updateTable('return_requests')
    .set({ state: 'refunded', updated_at: atIso })
    .where('refund_reference', '=', refundReference)
    .where('state', '=', 'received')
    .execute();
}

// The life of an order attempt after it is claimed (idempotency.ts): reserved while paying,
// then done with the answer replayed to a retry. Every step is conditional on the state it
// expects, so an attempt released as abandoned can never also become an order.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ATTEMPT_LEASE_MS, type StoredAnswer } from './idempotency.ts';
import type { OrderDraft } from './order-draft.ts';

export async function markReserved(
  db: Kysely<Database>,
  attemptId: number,
  draft: OrderDraft,
  now: Date,
): Promise<void> {
  const result = await db
    .updateTable('order_attempts')
    .set({
      state: 'reserved',
      reservation_json: JSON.stringify(draft),
      coupon_id: draft.coupon?.couponId ?? null,
      lease_until: new Date(now.getTime() + ATTEMPT_LEASE_MS).toISOString(),
    })
    .where('id', '=', attemptId)
    .where('state', '=', 'in_flight')
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error(`order attempt ${attemptId} was taken over`);
}

export async function notePayment(
  db: Kysely<Database>,
  attemptId: number,
  reference: string,
): Promise<void> {
  await db
    .updateTable('order_attempts')
    .set({ payment_reference: reference })
    .where('id', '=', attemptId)
    .execute();
}

/** Records the answer; false when the attempt was no longer in `from` (released meanwhile). */
export async function markDone(
  db: Kysely<Database>,
  attemptId: number,
  from: 'in_flight' | 'reserved',
  answer: StoredAnswer,
  orderId: number | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('order_attempts')
    .set({ state: 'done', answer_json: JSON.stringify(answer), order_id: orderId })
    .where('id', '=', attemptId)
    .where('state', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Replaces the answer of a released attempt (its payment was found and refunded after all). */
export async function replaceAnswer(
  db: Kysely<Database>,
  attemptId: number,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('order_attempts')
    .set({ answer_json: JSON.stringify(answer) })
    .where('id', '=', attemptId)
    .where('state', '=', 'done')
    .where('order_id', 'is', null)
    .execute();
}

/** Uses of the coupon the shopper's reserved (not yet confirmed) attempts hold. */
export async function countCouponHolds(
  db: Kysely<Database>,
  couponId: number,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('order_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .where('state', '=', 'reserved')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface AbandonedAttempt {
  id: number;
  state: string;
  lease_until: string;
  reservation_json: string | null;
  payment_reference: string | null;
}

/** Attempts whose lease ran out before they were answered (their instance died or hung). */
export function findAbandoned(
  db: Kysely<Database>,
  now: Date,
  limit = 50,
): Promise<AbandonedAttempt[]> {
  return db
    .selectFrom('order_attempts')
    .select(['id', 'state', 'lease_until', 'reservation_json', 'payment_reference'])
    .where('state', 'in', ['in_flight', 'reserved'])
    .where('lease_until', '<', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function dropAbandonedClaim(db: Kysely<Database>, attempt: AbandonedAttempt) {
  await db
    .deleteFrom('order_attempts')
    .where('id', '=', attempt.id)
    .where('state', '=', 'in_flight')
    .where('lease_until', '=', attempt.lease_until)
    .execute();
}

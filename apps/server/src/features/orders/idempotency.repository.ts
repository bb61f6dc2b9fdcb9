// Queries of order attempts as they are claimed by an idempotency key (idempotency.ts holds the
// rules). Each change is conditional on the state it expects, so two claims cannot both win.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewAttempt {
  userId: number;
  key: string;
  hash: string;
  nowIso: string;
  leaseUntil: string;
}

/** Inserts an in-flight attempt for (user, key); its id, or undefined when the key is taken. */
export async function insertAttempt(db: Kysely<Database>, attempt: NewAttempt) {
  const inserted = await db
    .insertInto('order_attempts')
    .values({
      user_id: attempt.userId,
      idempotency_key: attempt.key,
      request_hash: attempt.hash,
      state: 'in_flight',
      lease_until: attempt.leaseUntil,
      created_at: attempt.nowIso,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export function findAttempt(db: Kysely<Database>, userId: number, key: string) {
  return db
    .selectFrom('order_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Deletes the attempt if it is in `state` (a finished one past its window, a failed one). */
export async function deleteAttemptIn(
  db: Kysely<Database>,
  attemptId: number,
  state: 'done' | 'in_flight',
) {
  await db
    .deleteFrom('order_attempts')
    .where('id', '=', attemptId)
    .where('state', '=', state)
    .execute();
}

/** Takes over an in-flight attempt whose lease is still `leaseWas`; true when this call did. */
export async function takeOverLease(
  db: Kysely<Database>,
  attemptId: number,
  leaseWas: string,
  leaseUntil: string,
) {
  const taken = await db
    .updateTable('order_attempts')
    .set({ lease_until: leaseUntil })
    .where('id', '=', attemptId)
    .where('state', '=', 'in_flight')
    .where('lease_until', '=', leaseWas)
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n;
}

/** Finished attempts created before `beforeIso` that hold no order or only a derived key. */
export async function deleteFinishedAttempts(
  db: Kysely<Database>,
  beforeIso: string,
  derivedKeyPrefix: string,
) {
  await db
    .deleteFrom('order_attempts')
    .where('state', '=', 'done')
    .where('created_at', '<', beforeIso)
    .where((eb) =>
      eb.or([eb('order_id', 'is', null), eb('idempotency_key', 'like', `${derivedKeyPrefix}%`)]),
    )
    .execute();
}

// One business operation = one write transaction, exclusive on both databases:
// - SQLite: BEGIN IMMEDIATE on the single writer connection (see sqlite-driver.ts), so the
//   transaction holds the write lock from its first read and nothing interleaves.
// - PostgreSQL: SERIALIZABLE by default; a transaction the database aborts to keep that
//   promise (serialization failure, deadlock) is run again from the start, backing off
//   exponentially with jitter, for at most WRITE_TRANSACTION_BUDGET_MS in all; then the
//   conflict is thrown (and answered 503 + Retry-After, see plugins/errors.ts).
//   For a hot row many shoppers hit at once (a sale's stock, a product's review totals) take
//   'read committed' with row locks (SELECT … FOR UPDATE) or conditional updates instead:
//   they wait rather than abort.
// Stock and coupon use take the conditional-decrement pattern
// (UPDATE … SET stock = stock - q WHERE id = ? AND stock >= q), correct at any isolation.
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from './dialect.ts';
import { isWriteConflict } from './faults.ts';

/** Longest time spent retrying one conflicting operation (its attempts and pauses). */
export const WRITE_TRANSACTION_BUDGET_MS = 3_000;
/** The first pause's ceiling; each retry doubles it, up to BACKOFF_CAP_MS. */
const BACKOFF_BASE_MS = 5;
const BACKOFF_CAP_MS = 250;

export interface WriteTransactionOptions {
  /** PostgreSQL isolation (SQLite is always serial). */
  isolation?: 'serializable' | 'read committed';
  /** Retry budget in ms (tests shorten it). */
  budgetMs?: number;
}

/**
 * "Full jitter" (AWS architecture blog): a random pause below an exponentially growing ceiling,
 * so transactions that collided spread out instead of colliding again in step.
 */
export function backoffMs(retry: number, random: () => number = Math.random): number {
  return random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry);
}

export async function writeTransaction<DB, T>(
  db: Kysely<DB>,
  operation: (trx: Transaction<DB>) => Promise<T>,
  {
    isolation = 'serializable',
    budgetMs = WRITE_TRANSACTION_BUDGET_MS,
  }: WriteTransactionOptions = {},
): Promise<T> {
  if (dialectOf(db) === 'sqlite') return db.transaction().execute(operation);
  const deadline = performance.now() + budgetMs;
  for (let retry = 0; ; retry += 1) {
    try {
      return await db.transaction().setIsolationLevel(isolation).execute(operation);
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      const pause = backoffMs(retry);
      if (performance.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** SELECT … FOR UPDATE on PostgreSQL; SQLite has no row locks and needs none (see above). */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(
  trx: Pick<Kysely<unknown>, 'getExecutor'>,
  query: Q,
): Q {
  return dialectOf(trx) === 'postgres' ? query.forUpdate() : query;
}

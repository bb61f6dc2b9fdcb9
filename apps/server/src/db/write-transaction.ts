// One business operation = one write transaction, exclusive on both databases:
// - SQLite: BEGIN IMMEDIATE on the single writer connection (see sqlite-driver.ts), so the
//   transaction holds the write lock from its first read and nothing interleaves.
// - PostgreSQL: SERIALIZABLE by default; a transaction the database aborts to keep that
//   promise (serialization failure, deadlock) is run again from the start, a few times.
//   For a hot row many shoppers hit at once (a sale's stock) take 'read committed' with row
//   locks (SELECT … FOR UPDATE) or conditional updates instead: they wait rather than abort.
// Stock and coupon use take the conditional-decrement pattern
// (UPDATE … SET stock = stock - q WHERE id = ? AND stock >= q), correct at any isolation.
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from './dialect.ts';

const RETRYABLE = new Set(['40001', '40P01']);
export const WRITE_TRANSACTION_ATTEMPTS = 8;

export interface WriteTransactionOptions {
  /** PostgreSQL isolation (SQLite is always serial). */
  isolation?: 'serializable' | 'read committed';
}

const codeOf = (error: unknown) =>
  error instanceof Error ? (error as { code?: unknown }).code : undefined;

export async function writeTransaction<DB, T>(
  db: Kysely<DB>,
  operation: (trx: Transaction<DB>) => Promise<T>,
  { isolation = 'serializable' }: WriteTransactionOptions = {},
): Promise<T> {
  if (dialectOf(db) === 'sqlite') return db.transaction().execute(operation);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().setIsolationLevel(isolation).execute(operation);
    } catch (error) {
      const code = codeOf(error);
      if (typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      if (attempt >= WRITE_TRANSACTION_ATTEMPTS) throw error;
      // Back off a little, with jitter, so the same transactions do not collide again.
      await new Promise((resolve) => setTimeout(resolve, attempt * 10 + Math.random() * 30));
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

// Throttles of the account endpoints, checked before any password hashing and counted in the
// database (rate_limit_buckets), so every instance behind a load balancer shares them. An
// e-mail address is counted by its hash: the table names no one.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ApiError } from '../api-errors.ts';
import type { Database } from '../db/schema.ts';
import { clientKey, countHit, takeSlot, type Slot } from './rate-limit.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;

export interface Limits {
  /** Failed logins per account from one client address. */
  loginPerAccount: number;
  /** Failed logins per account from all addresses; past it only addresses without any may try. */
  loginAccountCeiling: number;
  /** The longest pause before checking a password of an account under attack. */
  loginDelayMaxMs: number;
  /** Calls of each account endpoint per client address. */
  perAddress: number;
  /** Reset codes sent to one e-mail address. */
  resetCodesPerEmail: number;
}

export const addressSubject = (ip: string) => clientKey(ip);
export const emailSubject = (email: string) =>
  `e-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

/** The 429 answer: "Too many attempts. Please try again in N minutes." */
export function tooManyAttempts(ttlMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return new ApiError(
    429,
    { id: 'tooManyAttempts', params: { n: minutes } },
    {
      'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))),
    },
  );
}

/** Counts one call under bucket:subject; throws the 429 once more than `max` in the window. */
export async function countOrRefuse(
  db: Kysely<Database>,
  bucket: string,
  subject: string,
  max: number,
): Promise<void> {
  const hit = await countHit(db, `${bucket}:${subject}`, THROTTLE_WINDOW_MS);
  if (hit.current > max) throw tooManyAttempts(hit.ttl);
}

/**
 * Takes one of `max` slots of bucket:subject before the attempt it limits (a failed login, a
 * refused coupon code), atomically, so parallel attempts cannot all pass; throws the 429 when
 * all are taken. A success gives its slot back with returnSlot.
 */
export async function takeAttempt(
  db: Kysely<Database>,
  bucket: string,
  subject: string,
  max: number,
  now: Date = new Date(),
): Promise<Slot> {
  const taken = await takeSlot(db, `${bucket}:${subject}`, max, THROTTLE_WINDOW_MS, now);
  if ('full' in taken) throw tooManyAttempts(taken.full.ttl);
  return taken.slot;
}

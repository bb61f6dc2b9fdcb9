// Throttles of the account endpoints, checked before any password hashing and counted in the
// database (rate_limit_buckets), so every instance behind a load balancer shares them. An
// e-mail address is counted by its hash: the table names no one.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { fill } from '@bazaar/i18n/text';
import { ApiError } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import { clientKey, countHit } from '../../plugins/rate-limit.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;

export interface Limits {
  /** Failed logins per account. */
  loginPerAccount: number;
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
  return new ApiError(429, fill('en', SERVER_ERRORS.tooManyAttempts, { n: minutes }), {
    'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))),
  });
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

/** Refuses when bucket:subject already holds `max` hits in its window; counts nothing. */
export async function refuseWhenFull(
  db: Kysely<Database>,
  bucket: string,
  subject: string,
  max: number,
  now: Date = new Date(),
): Promise<void> {
  const row = await db
    .selectFrom('rate_limit_buckets')
    .select(['hits', 'window_started_at'])
    .where('bucket_key', '=', `${bucket}:${subject}`)
    .executeTakeFirst();
  if (!row) return;
  const ttl = Date.parse(row.window_started_at) + THROTTLE_WINDOW_MS - now.getTime();
  if (ttl > 0 && row.hits >= max) throw tooManyAttempts(ttl);
}

/** Counts a failure under bucket:subject (after the check, for per-account login failures). */
export async function countFailure(db: Kysely<Database>, bucket: string, subject: string) {
  await countHit(db, `${bucket}:${subject}`, THROTTLE_WINDOW_MS);
}

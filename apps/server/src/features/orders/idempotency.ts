// Idempotency of post-customer-order, with Stripe's semantics, kept in the database so every
// server instance shares it (order_attempts):
// - the same key and the same parameters answer the first answer again, for 24 hours;
// - the same key with other parameters is refused (422); while the first is running, 409;
// - without a key, the same shopper's identical submit within a few seconds is the same
//   attempt (its key is derived from the parameters), so a double click makes one order.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Message } from '@bazaar/i18n/message-catalogue';
import type { Database } from '../../db/schema.ts';
import * as attempts from './idempotency.repository.ts';

export const REPLAY_MS = 24 * 3600_000;
/** Identical submits without a key this close together are one order. */
export const AUTO_KEY_WINDOW_MS = 10_000;
/** How long an attempt may run (pay included) before it counts as abandoned. */
export const ATTEMPT_LEASE_MS = 2 * 60_000;
const AUTO_PREFIX = 'auto:';

/** Left out of the hash: the key itself, and the language (a retry may ask in another). */
const NOT_HASHED: readonly string[] = ['IdempotencyKey', 'languageCode', 'languageChosen'];

/** SHA-256 of the parameters as validated, in a stable order. */
export function requestHash(params: Record<string, unknown>): string {
  const rest = Object.fromEntries(
    Object.entries(params).filter(([name]) => !NOT_HASHED.includes(name)),
  );
  const stable = JSON.stringify(rest, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(stable, 'utf8').digest('hex');
}

/** The header's key wins over the body's; with neither, one derived from the parameters. */
export function attemptKey(header: string, body: string | undefined, hash: string) {
  const given = header || body?.trim() || '';
  return given ? { key: given, auto: false } : { key: `${AUTO_PREFIX}${hash}`, auto: true };
}

/**
 * The answer stored with a finished attempt and replayed: an outcome is kept as its message id
 * and parameters (a product's name in both languages), so a retry hears it in its own language.
 * Rows written before messages had ids hold only English `message` text.
 */
export type StoredAnswer =
  | { ok: { OrderId: number; OrderNumber: string } }
  | { outcome: { said: Message } | { message: string } };

export type Claim =
  | { kind: 'claimed'; attemptId: number }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'in-flight' }
  | { kind: 'mismatch' };

interface ClaimRequest {
  userId: number;
  key: string;
  auto: boolean;
  hash: string;
  now: Date;
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** Takes the key for this request, or says why not (replay, in flight, other body). */
export async function claimAttempt(db: Kysely<Database>, request: ClaimRequest): Promise<Claim> {
  const { userId, key, auto, hash, now } = request;
  for (let round = 0; round < 3; round += 1) {
    const leaseUntil = later(now, ATTEMPT_LEASE_MS);
    const nowIso = now.toISOString();
    const inserted = await attempts.insertAttempt(db, { userId, key, hash, nowIso, leaseUntil });
    if (inserted !== undefined) return { kind: 'claimed', attemptId: inserted };

    const existing = await attempts.findAttempt(db, userId, key);
    if (!existing) continue; // removed meanwhile: claim again
    const age = now.getTime() - Date.parse(existing.created_at);
    const stale = age > (auto ? AUTO_KEY_WINDOW_MS : REPLAY_MS);
    // A finished attempt past its window no longer holds the key — unless the client's key
    // made an order, which keeps it (orders are UNIQUE per shopper and key): replayed for good.
    if (existing.state === 'done' && stale && (auto || existing.order_id === null)) {
      await attempts.deleteAttemptIn(db, existing.id, 'done');
      continue;
    }
    if (existing.request_hash !== hash) return { kind: 'mismatch' };
    if (existing.state === 'done' && existing.answer_json !== null) {
      return { kind: 'replay', answer: JSON.parse(existing.answer_json) as StoredAnswer };
    }
    if (existing.state === 'in_flight' && existing.lease_until < nowIso) {
      // Its instance died before reserving anything: this request takes the attempt over.
      if (await attempts.takeOverLease(db, existing.id, existing.lease_until, leaseUntil)) {
        return { kind: 'claimed', attemptId: existing.id };
      }
    }
    return { kind: 'in-flight' };
  }
  return { kind: 'in-flight' };
}

/** Frees the key after a failure that is no answer (a database error): the client may retry. */
export async function dropAttempt(db: Kysely<Database>, attemptId: number): Promise<void> {
  await attempts.deleteAttemptIn(db, attemptId, 'in_flight');
}

/** Finished attempts past the replay window (kept small; any instance may run it). */
export async function purgeOldAttempts(db: Kysely<Database>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - REPLAY_MS).toISOString();
  await attempts.deleteFinishedAttempts(db, before, AUTO_PREFIX);
}

// Idempotency key handling on both databases: claim, replay, other body, in flight, the
// derived key of a submit without one, and windows that run out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createTestDatabase, DIALECTS } from '../../test/databases.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { markDone } from './attempts.repository.ts';
import {
  ATTEMPT_LEASE_MS,
  AUTO_KEY_WINDOW_MS,
  REPLAY_MS,
  attemptKey,
  claimAttempt,
  requestHash,
} from './idempotency.ts';

describe('request hash and key', () => {
  it('is the same for the same parameters in any key order, the key itself left out', () => {
    const a = requestHash({
      UserID: 1,
      cartJsonData: [{ ProductId: 2, Quantity: 1 }],
      IdempotencyKey: 'x',
    });
    const b = requestHash({ cartJsonData: [{ Quantity: 1, ProductId: 2 }], UserID: 1 });
    expect(a).toBe(b);
    expect(requestHash({ UserID: 1, cartJsonData: [{ ProductId: 2, Quantity: 2 }] })).not.toBe(a);
  });

  it('takes the header over the body, and derives one without either', () => {
    expect(attemptKey('from-header', 'from-body', 'h')).toEqual({
      key: 'from-header',
      auto: false,
    });
    expect(attemptKey('', ' from-body ', 'h')).toEqual({ key: 'from-body', auto: false });
    expect(attemptKey('', undefined, 'h')).toEqual({ key: 'auto:h', auto: true });
  });
});

describe.each(DIALECTS)('claiming order attempts on %s', (dialect) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let userId: number;
  const t0 = new Date('2026-11-24T10:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
    db = handle.db;
    ({ id: userId } = await db
      .insertInto('users')
      .values({ email: 'a@example.in', password_hash: 'x', first_name: 'A', last_name: 'B' })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => handle.destroy());

  const claim = (key: string, hash: string, now: Date, auto = false) =>
    claimAttempt(db, { userId, key, auto, hash, now });

  it('claims a new key once; a second claim is in flight until answered, then replays', async () => {
    const first = await claim('k1', 'h1', t0);
    expect(first.kind).toBe('claimed');
    expect((await claim('k1', 'h1', at(10))).kind).toBe('in-flight');
    if (first.kind !== 'claimed') return;
    await markDone(db, first.attemptId, 'in_flight', { ok: { OrderId: 7, OrderNumber: 'BZ1' } });
    expect(await claim('k1', 'h1', at(20))).toEqual({
      kind: 'replay',
      answer: { ok: { OrderId: 7, OrderNumber: 'BZ1' } },
    });
  });

  it('refuses the same key with another body', async () => {
    expect((await claim('k1', 'other', at(30))).kind).toBe('mismatch');
  });

  it('forgets an answer after 24 hours', async () => {
    expect((await claim('k1', 'h1', at(REPLAY_MS + 1000))).kind).toBe('claimed');
  });

  it('lets a retry take over a claim whose instance died', async () => {
    expect((await claim('k2', 'h2', t0)).kind).toBe('claimed');
    expect((await claim('k2', 'h2', at(ATTEMPT_LEASE_MS - 1))).kind).toBe('in-flight');
    expect((await claim('k2', 'h2', at(ATTEMPT_LEASE_MS + 1))).kind).toBe('claimed');
  });

  it('makes identical submits without a key one attempt for a few seconds only', async () => {
    const first = await claim('auto:h3', 'h3', t0, true);
    if (first.kind !== 'claimed') throw new Error('not claimed');
    await markDone(db, first.attemptId, 'in_flight', { ok: { OrderId: 8, OrderNumber: 'BZ2' } });
    expect((await claim('auto:h3', 'h3', at(2000), true)).kind).toBe('replay');
    expect((await claim('auto:h3', 'h3', at(AUTO_KEY_WINDOW_MS + 1), true)).kind).toBe('claimed');
  });

  it('keeps one shopper’s key apart from another’s', async () => {
    const { id: other } = await db
      .insertInto('users')
      .values({ email: 'b@example.in', password_hash: 'x', first_name: 'B', last_name: 'C' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = await claimAttempt(db, {
      userId: other,
      key: 'k2',
      auto: false,
      hash: 'zz',
      now: t0,
    });
    expect(result.kind).toBe('claimed');
  });
});

// Migration 0008: order attempts hold one row per shopper and key (another shopper may use the
// same key), sandbox card tokens are unique by hash; down removes both tables.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, insertUser } from './test/migration-database.ts';

const NAME = '0008-orders-and-payments';
const BEFORE = '0007-coupon-rules';

describe.each(DIALECTS)('migration 0008 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  const attempt = (userId: number, key: string) =>
    db
      .insertInto('order_attempts')
      .values({
        user_id: userId,
        idempotency_key: key,
        request_hash: 'h',
        state: 'in_flight',
        lease_until: '2026-01-01T00:00:00.000Z',
      })
      .execute();

  it('keeps one attempt per shopper and key', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const [a, b] = [await insertUser(db, 'a@example.in'), await insertUser(db, 'b@example.in')];
    await attempt(a, 'k');
    await attempt(b, 'k');
    await expect(attempt(a, 'k')).rejects.toThrow();
    const token = {
      token_hash: 'hash',
      user_id: a,
      last4: '4242',
      brand: 'visa',
      outcome: 'succeed',
      expires_at: '2026-01-01T00:00:00.000Z',
    };
    await db.insertInto('sandbox_card_tokens').values(token).execute();
    await expect(db.insertInto('sandbox_card_tokens').values(token).execute()).rejects.toThrow();
  });

  it('goes down to 0007 without its tables', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    await expect(db.selectFrom('order_attempts').selectAll().execute()).rejects.toThrow();
    await expect(db.selectFrom('sandbox_card_tokens').selectAll().execute()).rejects.toThrow();
  });
});

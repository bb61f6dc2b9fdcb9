// Migration 0008: order attempts hold one row per shopper and key (another shopper may use the
// same key), sandbox card tokens are unique by hash; down removes both tables.
import { expect, it } from 'vitest';
import { describeMigration, insertUser } from './test/migration-database.ts';

describeMigration('0008-orders-and-payments', '0007-coupon-rules', (t) => {
  const attempt = (userId: number, key: string) =>
    t.db
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
    await t.up();
    const [a, b] = [await insertUser(t.db, 'a@example.in'), await insertUser(t.db, 'b@example.in')];
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
    await t.db.insertInto('sandbox_card_tokens').values(token).execute();
    await expect(t.db.insertInto('sandbox_card_tokens').values(token).execute()).rejects.toThrow();
  });

  it('goes down to 0007 without its tables', async () => {
    await t.up();
    await t.down();
    await expect(t.db.selectFrom('order_attempts').selectAll().execute()).rejects.toThrow();
    await expect(t.db.selectFrom('sandbox_card_tokens').selectAll().execute()).rejects.toThrow();
  });
});

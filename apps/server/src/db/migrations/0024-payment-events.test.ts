// Migration 0024: webhook events unique per provider and event id; refunds name their provider
// and the provider's refund id; down removes all of it.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, columnsOf, hasTable } from './test/migration-database.ts';

const NAME = '0024-payment-events';
const BEFORE = '0023-catalogue-arabic-texts';

describe.each(DIALECTS)('migration 0024 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  it('records an event once per provider and id', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const event = { provider: 'razorpay', event_id: 'evt_1', type: 'payment.captured' };
    await db.insertInto('payment_events').values(event).execute();
    await db
      .insertInto('payment_events')
      .values({ ...event, provider: 'stripe' })
      .execute();
    await expect(db.insertInto('payment_events').values(event).execute()).rejects.toThrow();
    const row = await db
      .selectFrom('payment_events')
      .selectAll()
      .where('provider', '=', 'razorpay')
      .executeTakeFirstOrThrow();
    expect(row.received_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row.processed_at).toBeNull();
    expect(await columnsOf(db, 'order_refunds')).toEqual(
      expect.arrayContaining(['provider', 'provider_refund_id']),
    );
  });

  it('goes down again', async () => {
    await migrateTo(db, NAME);
    await migrateTo(db, BEFORE);
    expect(await hasTable(db, 'payment_events')).toBe(false);
    expect(await columnsOf(db, 'order_refunds')).not.toContain('provider_refund_id');
  });
});

// Migration 0013: the held coupon on order attempts and the idempotency reference on payments,
// added (nullable, so rows written before keep working) and removed again by down.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, columnsOf } from './test/migration-database.ts';

const NAME = '0013-order-attempt-holds';
const BEFORE = '0012-order-item-arabic-name';

describe.each(DIALECTS)('migration 0013 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, (fresh) => {
    db = fresh;
  });

  it('adds the two columns, and down takes them away again', async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    expect(await columnsOf(db, 'order_attempts')).toContain('coupon_id');
    expect(await columnsOf(db, 'payment_transactions')).toContain('idempotency_reference');
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await columnsOf(db, 'order_attempts')).not.toContain('coupon_id');
    expect(await columnsOf(db, 'payment_transactions')).not.toContain('idempotency_reference');
  });
});

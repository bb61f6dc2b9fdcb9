// Migration 0013: the held coupon on order attempts and the idempotency reference on payments,
// added (nullable, so rows written before keep working) and removed again by down.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBlankTestDatabase, DIALECTS } from '../../test/databases.ts';
import type { DatabaseHandle } from '../database.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';

const NAME = '0013-order-attempt-holds';
const BEFORE = '0012-order-item-arabic-name';

async function columns(db: Kysely<Database>, postgres: boolean, table: string) {
  const rows = postgres
    ? (
        await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db)
      ).rows
    : (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows;
  return rows.map((row) => row.name);
}

describe.each(DIALECTS)('migration 0013 on %s', (dialect) => {
  let handle: DatabaseHandle;
  beforeEach(() => {
    handle = createBlankTestDatabase(dialect);
  });
  afterEach(() => handle.destroy());

  it('adds the two columns, and down takes them away again', async () => {
    const postgres = dialect === 'postgres';
    await migrateTo(handle.db, NAME);
    expect(await columns(handle.db, postgres, 'order_attempts')).toContain('coupon_id');
    expect(await columns(handle.db, postgres, 'payment_transactions')).toContain(
      'idempotency_reference',
    );
    expect(await migrateTo(handle.db, BEFORE)).toEqual([NAME]);
    expect(await columns(handle.db, postgres, 'order_attempts')).not.toContain('coupon_id');
    expect(await columns(handle.db, postgres, 'payment_transactions')).not.toContain(
      'idempotency_reference',
    );
  });
});

// Migration 0015: the address book, the order's frozen address and the Arabic place names; the
// profile's address becomes each shopper's first, default entry, and down takes it all away.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { beforeEachMigratedTo, columnsOf, hasTable } from './test/migration-database.ts';

const NAME = '0015-address-book';
const BEFORE = '0013-order-attempt-holds';

describe.each(DIALECTS)('migration 0015 on %s', (dialect) => {
  let db: Kysely<Database>;
  beforeEachMigratedTo(dialect, BEFORE, async (fresh) => {
    db = fresh;
    const country = await db
      .insertInto('countries')
      .values({ name: 'India' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = (email: string, address: string | null) => ({
      email,
      password_hash: 'x',
      first_name: 'Asha',
      last_name: 'Rao',
      mobile_no: '9876543210',
      address_line_one: address,
      country_id: country.id,
      postal_code: '411001',
    });
    await db
      .insertInto('users')
      .values([
        user('a@example.com', '12 FC Road'),
        user('b@example.com', null),
        user('c@example.com', ' '),
      ])
      .execute();
  });

  it("makes the profile's address the first, default entry, and down removes it all", async () => {
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const rows = await db.selectFrom('user_addresses').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: 'Asha Rao',
      mobile: '9876543210',
      pin_code: '411001',
      line1: '12 FC Road',
      line2: '',
      is_default: 1,
    });
    expect(await columnsOf(db, 'orders')).toContain('delivery_address_json');
    expect(await columnsOf(db, 'cities')).toContain('name_ar');
    expect(await columnsOf(db, 'states_provinces')).toContain('name_ar');
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await hasTable(db, 'user_addresses')).toBe(false);
    expect(await columnsOf(db, 'orders')).not.toContain('delivery_address_json');
    expect(await columnsOf(db, 'cities')).not.toContain('name_ar');
  });
});

// Migration 0015: the address book, the order's frozen address and the Arabic place names; the
// profile's address becomes each shopper's first, default entry, and down takes it all away.
import { beforeEach, expect, it } from 'vitest';
import { describeMigration, expectColumns, hasTable } from './test/migration-database.ts';

const ADDED = {
  orders: ['delivery_address_json'],
  cities: ['name_ar'],
  states_provinces: ['name_ar'],
};

describeMigration('0015-address-book', '0013-order-attempt-holds', (t) => {
  beforeEach(async () => {
    const country = await t.db
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
    await t.db
      .insertInto('users')
      .values([
        user('a@example.com', '12 FC Road'),
        user('b@example.com', null),
        user('c@example.com', ' '),
      ])
      .execute();
  });

  it("makes the profile's address the first, default entry, and down removes it all", async () => {
    await t.up();
    const rows = await t.db.selectFrom('user_addresses').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: 'Asha Rao',
      mobile: '9876543210',
      pin_code: '411001',
      line1: '12 FC Road',
      line2: '',
      is_default: 1,
    });
    await expectColumns(t.db, ADDED);
    await t.down();
    expect(await hasTable(t.db, 'user_addresses')).toBe(false);
    await expectColumns(t.db, ADDED, false);
  });
});

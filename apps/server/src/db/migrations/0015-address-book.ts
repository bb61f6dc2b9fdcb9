// The address book (issue #19 item 4):
// - user_addresses: a shopper's addresses, one of them the default (is_default = 1). The
//   profile's address becomes each existing shopper's first, default entry;
// - orders.delivery_address_json: the address an order was placed with, frozen as JSON (the
//   contract's DeliveryAddress), null for an all-digital order and for orders placed before;
// - states_provinces.name_ar / cities.name_ar: the Arabic names of the address selects.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoSql, timestampNow, withId } from './frozen/dialect.ts';

export const addressBook: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectOf(db);
    await withId(db.schema.createTable('user_addresses'), d)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('pin_code', 'text', (c) => c.notNull())
      .addColumn('line1', 'text', (c) => c.notNull())
      .addColumn('line2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('state_province_id', 'integer', (c) => c.references('states_provinces.id'))
      .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', timestampNow(d))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoSql(d)))
      .execute();
    await db.schema
      .createIndex('user_addresses_user_idx')
      .on('user_addresses')
      .columns(['user_id', 'is_default'])
      .execute();
    await db.schema.alterTable('orders').addColumn('delivery_address_json', 'text').execute();
    await db.schema.alterTable('states_provinces').addColumn('name_ar', 'text').execute();
    await db.schema.alterTable('cities').addColumn('name_ar', 'text').execute();
    // The profile's address, as it was kept, becomes the first entry; checkout then asks the
    // shopper to complete it where it falls short of today's rules.
    await sql`
      insert into user_addresses
        (user_id, full_name, mobile, pin_code, line1, country_id, state_province_id, city_id,
         is_default)
      select id, trim(first_name || ' ' || last_name), coalesce(mobile_no, ''),
             coalesce(postal_code, ''), address_line_one, country_id, state_province_id, city_id, 1
      from users
      where address_line_one is not null and trim(address_line_one) <> ''
      order by id
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('cities').dropColumn('name_ar').execute();
    await db.schema.alterTable('states_provinces').dropColumn('name_ar').execute();
    await db.schema.alterTable('orders').dropColumn('delivery_address_json').execute();
    await db.schema.dropTable('user_addresses').execute();
  },
};

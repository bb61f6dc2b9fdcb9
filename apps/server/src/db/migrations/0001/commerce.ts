// Initial account, coupon, order and payment tables (see tables/commerce.ts).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { nowIsoSql, timestampNow, withId, type DialectName } from '../frozen/dialect.ts';
import { MONEY, required, withDefault } from './columns.ts';

export async function createCommerceTables(db: Kysely<unknown>, d: DialectName): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('users'), d)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', required)
    .addColumn('first_name', 'text', required)
    .addColumn('last_name', 'text', required)
    .addColumn('mobile_no', 'text')
    .addColumn('address_line_one', 'text')
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('state_province_id', 'integer', (c) => c.references('states_provinces.id'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('postal_code', 'text')
    .addColumn('created_at', 'text', timestampNow(d))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoSql(d)))
    .execute();

  await withId(s.createTable('auth_tokens'), d)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', timestampNow(d))
    .addColumn('expires_at', 'text', required)
    .addColumn('revoked_at', 'text')
    .execute();
  await s.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();

  await withId(s.createTable('password_reset_otps'), d)
    .addColumn('email', 'text', required)
    .addColumn('otp_hash', 'text', required)
    .addColumn('attempts', 'integer', withDefault(0))
    .addColumn('created_at', 'text', timestampNow(d))
    .addColumn('expires_at', 'text', required)
    .addColumn('used_at', 'text')
    .execute();
  await s
    .createIndex('password_reset_otps_email_idx')
    .on('password_reset_otps')
    .columns(['email', 'created_at'])
    .execute();

  await withId(s.createTable('coupons'), d)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('discount_type_id', 'integer', (c) =>
      c.notNull().check(sql`discount_type_id in (1, 2)`),
    )
    .addColumn('discount_amount_paise', MONEY, withDefault(0))
    .addColumn('discount_percent', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_percent between 0 and 100`),
    )
    .addColumn('max_discount_paise', MONEY)
    .addColumn('min_order_total_paise', MONEY, withDefault(0))
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('times_used', 'integer', withDefault(0))
    .addColumn('active', 'integer', withDefault(1))
    .addColumn('created_at', 'text', timestampNow(d))
    .addCheckConstraint(
      'coupons_usage_check',
      sql`usage_limit is null or times_used <= usage_limit`,
    )
    .execute();

  await withId(s.createTable('orders'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('status_id', 'integer', required)
    .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('coupon_code', 'text')
    .addColumn('subtotal_paise', MONEY, required)
    .addColumn('shipping_paise', MONEY, required)
    .addColumn('discount_paise', MONEY, withDefault(0))
    .addColumn('total_paise', MONEY, required)
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('payment_reference', 'text')
    .addColumn('created_at', 'text', timestampNow(d))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoSql(d)))
    .execute();
  await s.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();

  await withId(s.createTable('order_items'), d)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('product_name', 'text', required)
    .addColumn('image_url', 'text')
    .addColumn('unit_price_paise', MONEY, required)
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('shipping_paise', MONEY, withDefault(0))
    .addColumn('total_paise', MONEY, required)
    .addColumn('is_digital', 'integer', withDefault(0))
    .addColumn('status_id', 'integer', required)
    .addColumn('shipping_status_id', 'integer', required)
    .addColumn('attributes_json', 'text', withDefault('[]'))
    .execute();
  await s.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
  await s.createIndex('order_items_product_idx').on('order_items').column('product_id').execute();

  await withId(s.createTable('order_status_history'), d)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('order_item_id', 'integer', (c) =>
      c.references('order_items.id').onDelete('cascade'),
    )
    .addColumn('status_id', 'integer', required)
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', timestampNow(d))
    .execute();
  await s
    .createIndex('order_status_history_order_idx')
    .on('order_status_history')
    .column('order_id')
    .execute();

  await withId(s.createTable('coupon_redemptions'), d)
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('discount_paise', MONEY, required)
    .addColumn('created_at', 'text', timestampNow(d))
    .addUniqueConstraint('coupon_redemptions_order_key', ['coupon_id', 'order_id'])
    .execute();
  await s
    .createIndex('coupon_redemptions_user_idx')
    .on('coupon_redemptions')
    .columns(['user_id', 'coupon_id'])
    .execute();

  await withId(s.createTable('payment_transactions'), d)
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('provider', 'text', required)
    .addColumn('provider_reference', 'text', required)
    .addColumn('amount_paise', MONEY, required)
    .addColumn('currency', 'text', withDefault('INR'))
    .addColumn('status', 'text', required)
    .addColumn('payload_json', 'text')
    .addColumn('created_at', 'text', timestampNow(d))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoSql(d)))
    .addUniqueConstraint('payment_transactions_reference_key', ['provider', 'provider_reference'])
    .execute();
  await s
    .createIndex('payment_transactions_order_idx')
    .on('payment_transactions')
    .column('order_id')
    .execute();
}

export const COMMERCE_TABLES = [
  'payment_transactions',
  'coupon_redemptions',
  'order_status_history',
  'order_items',
  'orders',
  'coupons',
  'password_reset_otps',
  'auth_tokens',
  'users',
] as const;

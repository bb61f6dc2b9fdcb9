// Initial content, configuration, location and submission tables (see tables/content.ts).
import type { Kysely } from 'kysely';
import { timestampNow, withId, type DialectName } from '../frozen/dialect.ts';
import { required, withDefault } from './columns.ts';

export async function createContentTables(db: Kysely<unknown>, d: DialectName): Promise<void> {
  const s = db.schema;
  let banners = withId(s.createTable('banners'), d)
    .addColumn('theme_type_id', 'integer', required)
    .addColumn('image_url', 'text', required);
  for (const column of [
    'top_title',
    'main_title',
    'bottom_title',
    'left_button_text',
    'right_button_text',
  ]) {
    banners = banners.addColumn(column, 'text').addColumn(`${column}_ar`, 'text');
  }
  await banners
    .addColumn('left_button_url', 'text')
    .addColumn('right_button_url', 'text')
    .addColumn('display_order', 'integer', withDefault(0))
    .addColumn('active', 'integer', withDefault(1))
    .execute();
  await s
    .createIndex('banners_theme_idx')
    .on('banners')
    .columns(['theme_type_id', 'display_order'])
    .execute();

  await withId(s.createTable('campaigns'), d)
    .addColumn('main_title', 'text', required)
    .addColumn('main_title_ar', 'text')
    .addColumn('discount_title', 'text', required)
    .addColumn('discount_title_ar', 'text')
    .addColumn('body', 'text', required)
    .addColumn('body_ar', 'text')
    .addColumn('cover_picture_url', 'text', required)
    .addColumn('display_order', 'integer', withDefault(0))
    .addColumn('active', 'integer', withDefault(1))
    .addColumn('created_at', 'text', timestampNow(d))
    .execute();

  // Fixed ids (PAYMENT_METHOD), hence no auto-increment.
  await s
    .createTable('payment_methods')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', required)
    .addColumn('name_ar', 'text')
    .addColumn('image_url', 'text', required)
    .addColumn('display_order', 'integer', withDefault(0))
    .addColumn('active', 'integer', withDefault(1))
    .execute();

  await s
    .createTable('app_config')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', required)
    .execute();

  await withId(s.createTable('countries'), d)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_ar', 'text')
    .addColumn('display_order', 'integer', withDefault(0))
    .execute();
  await withId(s.createTable('states_provinces'), d)
    .addColumn('country_id', 'integer', (c) =>
      c.notNull().references('countries.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', required)
    .execute();
  await s
    .createIndex('states_provinces_country_idx')
    .on('states_provinces')
    .column('country_id')
    .execute();
  await withId(s.createTable('cities'), d)
    .addColumn('state_province_id', 'integer', (c) =>
      c.notNull().references('states_provinces.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', required)
    .execute();
  await s.createIndex('cities_state_idx').on('cities').column('state_province_id').execute();

  await withId(s.createTable('localization_labels'), d)
    .addColumn('entity_id', 'integer', required)
    .addColumn('language_id', 'integer', required)
    .addColumn('label_html_id', 'text', required)
    .addColumn('text', 'text', required)
    // Also the lookup index for "labels of entity X in language Y".
    .addUniqueConstraint('localization_labels_key', ['entity_id', 'language_id', 'label_html_id'])
    .execute();

  await withId(s.createTable('subscribers'), d)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', timestampNow(d))
    .execute();
  await withId(s.createTable('contact_messages'), d)
    .addColumn('full_name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone_number', 'text', required)
    .addColumn('subject', 'text', required)
    .addColumn('message', 'text', required)
    .addColumn('created_at', 'text', timestampNow(d))
    .execute();
  await withId(s.createTable('seller_requests'), d)
    .addColumn('first_name', 'text', required)
    .addColumn('last_name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('password_hash', 'text', required)
    .addColumn('mobile_no', 'text', required)
    .addColumn('address_line_one', 'text', required)
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('state_province_id', 'integer', (c) => c.references('states_provinces.id'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('postal_code', 'text')
    .addColumn('status', 'text', withDefault('pending'))
    .addColumn('created_at', 'text', timestampNow(d))
    .execute();
  await s.createIndex('seller_requests_email_idx').on('seller_requests').column('email').execute();

  await withId(s.createTable('outbox_emails'), d)
    .addColumn('to_email', 'text', required)
    .addColumn('subject', 'text', required)
    .addColumn('text_body', 'text', required)
    .addColumn('html_body', 'text')
    .addColumn('attempts', 'integer', withDefault(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', timestampNow(d))
    .addColumn('sent_at', 'text')
    .execute();
  await s
    .createIndex('outbox_emails_pending_idx')
    .on('outbox_emails')
    .columns(['sent_at', 'id'])
    .execute();

  await s
    .createTable('rate_limit_buckets')
    .addColumn('bucket_key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'text', required)
    .addColumn('hits', 'integer', withDefault(0))
    .execute();
}

export const CONTENT_TABLES = [
  'rate_limit_buckets',
  'outbox_emails',
  'seller_requests',
  'contact_messages',
  'subscribers',
  'localization_labels',
  'cities',
  'states_provinces',
  'countries',
  'app_config',
  'payment_methods',
  'campaigns',
  'banners',
] as const;

// One number, answer_version, that triggers raise on every write that can change a cached
// answer (the home lists and the header's lookups: answer-cache.ts). Every server instance reads
// it before serving from its memory, so a write through any instance, the admin command or SQL
// by hand is seen by all at their next request. Stock moves on every order and no cached list
// shows it, so orders do not raise it: the order path takes no extra lock.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from './frozen/dialect.ts';

/** Every products column but stock_quantity (orders) and the generated ones. */
export const WATCHED_PRODUCT_COLUMNS = [
  'id',
  'sku',
  'name',
  'name_ar',
  'short_description',
  'short_description_ar',
  'full_description',
  'price_paise',
  'discounted_price_paise',
  'display_stock_quantity',
  'order_maximum_quantity',
  'is_digital',
  'digital_file_path',
  'digital_file_name',
  'digital_content_type',
  'manufacturer_id',
  'vendor_id',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'is_shipping_free',
  'shipping_charge_paise',
  'estimated_shipping_days',
  'popularity',
  'sales_count',
  'published',
  'created_at',
  'review_count',
  'rating_sum',
] as const;

/** Tables whose every insert, update and delete can change a cached answer. */
const WATCHED_TABLES = [
  'categories',
  'product_categories',
  'product_images',
  'reviews',
  'manufacturers',
  'colors',
  'sizes',
  'tags',
  'product_colors',
  'product_sizes',
  'product_tags',
  'banners',
  'campaigns',
  'campaign_products',
  'payment_methods',
  'app_config',
  'localization_labels',
] as const;

const WATCHED: readonly (readonly [string, string])[] = [
  ['products', 'insert'],
  ['products', 'delete'],
  ['products', `update of ${WATCHED_PRODUCT_COLUMNS.join(', ')}`],
  ...WATCHED_TABLES.flatMap((table) =>
    (['insert', 'update', 'delete'] as const).map((event) => [table, event] as const),
  ),
];

// Trigger DDL has no builder: raw SQL, assembled from the constants above only.
const triggerName = (i: number) => `answer_version_bump_${i}`;

export const answerVersion: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOf(db) === 'postgres';
    await db.schema
      .createTable('answer_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into answer_version (id, version) values (1, 1)`.execute(db);
    if (postgres) {
      await sql`create function bump_answer_version() returns trigger language plpgsql as $$
        begin
          update answer_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
    }
    for (const [i, [table, event]] of WATCHED.entries()) {
      // PostgreSQL: once per statement (a bulk write bumps once); SQLite: row triggers only.
      const ddl = postgres
        ? `create trigger ${triggerName(i)} after ${event} on ${table}
           for each statement execute function bump_answer_version()`
        : `create trigger ${triggerName(i)} after ${event} on ${table}
           begin update answer_version set version = version + 1 where id = 1; end`;
      await sql.raw(ddl).execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    const postgres = dialectOf(db) === 'postgres';
    for (const [i, [table]] of WATCHED.entries()) {
      const ddl = postgres
        ? `drop trigger ${triggerName(i)} on ${table}`
        : `drop trigger ${triggerName(i)}`;
      await sql.raw(ddl).execute(db);
    }
    if (postgres) await sql`drop function bump_answer_version()`.execute(db);
    await db.schema.dropTable('answer_version').execute();
  },
};

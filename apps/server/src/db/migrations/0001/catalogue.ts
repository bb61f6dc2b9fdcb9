// Initial catalogue tables (see tables/catalogue.ts for what each column means).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { timestampNow, withId, type DialectName } from '../frozen/dialect.ts';
import { MONEY, required, withDefault } from './columns.ts';

export async function createCatalogueTables(db: Kysely<unknown>, d: DialectName): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('categories'), d)
    .addColumn('parent_category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('name', 'text', required)
    .addColumn('name_ar', 'text')
    .addColumn('attachment_url', 'text')
    .addColumn('display_order', 'integer', withDefault(0))
    .addColumn('is_popular', 'integer', withDefault(0))
    .addColumn('created_at', 'text', timestampNow(d))
    .execute();
  await s
    .createIndex('categories_parent_idx')
    .on('categories')
    .column('parent_category_id')
    .execute();

  await withId(s.createTable('manufacturers'), d)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_order', 'integer', withDefault(0))
    .execute();
  await withId(s.createTable('vendors'), d)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', timestampNow(d))
    .execute();

  await withId(s.createTable('products'), d)
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', required)
    .addColumn('name_ar', 'text')
    .addColumn('short_description', 'text', withDefault(''))
    .addColumn('full_description', 'text', withDefault(''))
    .addColumn('price_paise', MONEY, (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn('discounted_price_paise', MONEY, (c) =>
      c.check(sql`discounted_price_paise >= 0 and discounted_price_paise < price_paise`),
    )
    .addColumn('stock_quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock_quantity >= 0`),
    )
    .addColumn('display_stock_quantity', 'integer', withDefault(0))
    .addColumn('order_maximum_quantity', 'integer', withDefault(0))
    .addColumn('is_digital', 'integer', withDefault(0))
    .addColumn('digital_file_path', 'text')
    .addColumn('digital_file_name', 'text')
    .addColumn('digital_content_type', 'text')
    .addColumn('manufacturer_id', 'integer', (c) => c.references('manufacturers.id'))
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('meta_keywords', 'text')
    .addColumn('is_shipping_free', 'integer', withDefault(0))
    .addColumn('shipping_charge_paise', MONEY, withDefault(0))
    .addColumn('estimated_shipping_days', 'integer', withDefault(5))
    .addColumn('popularity', 'integer', withDefault(0))
    .addColumn('sales_count', 'integer', withDefault(0))
    .addColumn('published', 'integer', withDefault(1))
    .addColumn('created_at', 'text', timestampNow(d))
    .execute();
  await s.createIndex('products_created_at_idx').on('products').column('created_at').execute();
  await s.createIndex('products_popularity_idx').on('products').column('popularity').execute();
  await s.createIndex('products_price_idx').on('products').column('price_paise').execute();
  await s
    .createIndex('products_manufacturer_idx')
    .on('products')
    .column('manufacturer_id')
    .execute();
  await s.createIndex('products_vendor_idx').on('products').column('vendor_id').execute();

  await s
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('categories.id').onDelete('cascade'),
    )
    .addColumn('is_primary', 'integer', withDefault(1))
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute();
  await s
    .createIndex('product_categories_category_idx')
    .on('product_categories')
    .columns(['category_id', 'product_id'])
    .execute();

  await withId(s.createTable('colors'), d)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_ar', 'text')
    .addColumn('hex_code', 'text', required)
    .execute();
  await withId(s.createTable('sizes'), d)
    .addColumn('short_name', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', required)
    .addColumn('name_ar', 'text')
    .addColumn('inches', 'text')
    .addColumn('centimeters', 'text')
    .addColumn('display_order', 'integer', withDefault(0))
    .execute();
  await withId(s.createTable('tags'), d)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_ar', 'text')
    .execute();

  await withId(s.createTable('product_images'), d)
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', required)
    .addColumn('color_id', 'integer', (c) => c.references('colors.id'))
    .addColumn('display_order', 'integer', withDefault(0))
    .execute();
  await s
    .createIndex('product_images_product_idx')
    .on('product_images')
    .columns(['product_id', 'display_order'])
    .execute();

  // Product ↔ colour / size / tag links, each indexed both ways for detail pages and filters.
  for (const [table, column, target] of [
    ['product_colors', 'color_id', 'colors'],
    ['product_sizes', 'size_id', 'sizes'],
    ['product_tags', 'tag_id', 'tags'],
  ] as const) {
    await s
      .createTable(table)
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn(column, 'integer', (c) =>
        c.notNull().references(`${target}.id`).onDelete('cascade'),
      )
      .addPrimaryKeyConstraint(`${table}_pk`, ['product_id', column])
      .execute();
    await s
      .createIndex(`${table}_${column}_idx`)
      .on(table)
      .columns([column, 'product_id'])
      .execute();
  }

  await createAttributeTables(db, d);

  await withId(s.createTable('shipping_methods'), d)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_ar', 'text')
    .execute();
  await s
    .createTable('product_shipping_methods')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('shipping_method_id', 'integer', (c) =>
      c.notNull().references('shipping_methods.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('product_shipping_methods_pk', ['product_id', 'shipping_method_id'])
    .execute();

  await withId(s.createTable('reviews'), d)
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('reviewer_name', 'text', required)
    .addColumn('reviewer_email', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('body', 'text', required)
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('approved', 'integer', withDefault(1))
    .addColumn('created_at', 'text', timestampNow(d))
    .execute();
  await s
    .createIndex('reviews_product_idx')
    .on('reviews')
    .columns(['product_id', 'created_at'])
    .execute();
}

async function createAttributeTables(db: Kysely<unknown>, d: DialectName): Promise<void> {
  const s = db.schema;
  // Fixed ids (ATTRIBUTE_KIND), hence no auto-increment.
  await s
    .createTable('attributes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_ar', 'text')
    .execute();
  await s
    .createTable('product_attributes')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id'))
    .addColumn('is_required', 'integer', withDefault(0))
    .addColumn('display_order', 'integer', withDefault(0))
    .addPrimaryKeyConstraint('product_attributes_pk', ['product_id', 'attribute_id'])
    .execute();
  await withId(s.createTable('product_attribute_options'), d)
    .addColumn('product_id', 'integer', required)
    .addColumn('attribute_id', 'integer', required)
    .addColumn('primary_key_value', 'integer', required)
    .addColumn('display_value', 'text', required)
    .addColumn('display_value_ar', 'text')
    .addColumn('price_type_id', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`price_type_id in (1, 2)`),
    )
    .addColumn('additional_price_paise', MONEY, withDefault(0))
    .addColumn('additional_percent', 'integer', withDefault(0))
    .addColumn('display_order', 'integer', withDefault(0))
    .addForeignKeyConstraint(
      'product_attribute_options_attribute_fk',
      ['product_id', 'attribute_id'],
      'product_attributes',
      ['product_id', 'attribute_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('product_attribute_options_key', [
      'product_id',
      'attribute_id',
      'primary_key_value',
    ])
    .execute();
}

export const CATALOGUE_TABLES = [
  'reviews',
  'product_shipping_methods',
  'shipping_methods',
  'product_attribute_options',
  'product_attributes',
  'attributes',
  'product_tags',
  'product_sizes',
  'product_colors',
  'product_images',
  'tags',
  'sizes',
  'colors',
  'product_categories',
  'products',
  'vendors',
  'manufacturers',
  'categories',
] as const;

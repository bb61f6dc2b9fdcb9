// Every catalogue text a shopper reads in the seeded demo has its Arabic: a gap fails the test
// and is named by table, row key and column, so the message says what to write.
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';

const ARABIC_LETTER = /[\u0621-\u064a]/;

/** A table's rows as [key the shop knows the row by, the Arabic column]. */
type Source = (db: Kysely<Database>) => Promise<{ key: string; arabic: string | null }[]>;
const byName =
  (table: 'categories' | 'manufacturers' | 'vendors' | 'colors' | 'tags' | 'attributes') =>
  (db: Kysely<Database>) =>
    db.selectFrom(table).select(['name as key', 'name_ar as arabic']).execute();

/** What the storefront shows, column by column. */
const SHOWN: Record<string, Source> = {
  'products.name_ar': (db) =>
    db.selectFrom('products').select(['sku as key', 'name_ar as arabic']).execute(),
  'products.short_description_ar': (db) =>
    db.selectFrom('products').select(['sku as key', 'short_description_ar as arabic']).execute(),
  'products.full_description_ar': (db) =>
    db.selectFrom('products').select(['sku as key', 'full_description_ar as arabic']).execute(),
  'categories.name_ar': byName('categories'),
  'manufacturers.name_ar': byName('manufacturers'),
  'vendors.name_ar': byName('vendors'),
  'colors.name_ar': byName('colors'),
  'tags.name_ar': byName('tags'),
  'attributes.name_ar': byName('attributes'),
  'sizes.name_ar': (db) =>
    db.selectFrom('sizes').select(['short_name as key', 'name_ar as arabic']).execute(),
  'product_attribute_options.display_value_ar': (db) =>
    db
      .selectFrom('product_attribute_options as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select([
        sql<string>`${sql.ref('p.sku')} || '/' || ${sql.ref('o.display_value')}`.as('key'),
        'o.display_value_ar as arabic',
      ])
      .execute(),
  'shipping_methods.name_ar': (db) =>
    db.selectFrom('shipping_methods').select(['name as key', 'name_ar as arabic']).execute(),
  'countries.name_ar': (db) =>
    db.selectFrom('countries').select(['name as key', 'name_ar as arabic']).execute(),
  'states_provinces.name_ar': (db) =>
    db.selectFrom('states_provinces').select(['name as key', 'name_ar as arabic']).execute(),
  'cities.name_ar': (db) =>
    db
      .selectFrom('cities as c')
      .innerJoin('states_provinces as s', 's.id', 'c.state_province_id')
      .select([
        sql<string>`${sql.ref('s.name')} || '/' || ${sql.ref('c.name')}`.as('key'),
        'c.name_ar as arabic',
      ])
      .execute(),
  'payment_methods.name_ar': (db) =>
    db.selectFrom('payment_methods').select(['name as key', 'name_ar as arabic']).execute(),
};

/** 'table.column[key]' for each shown row whose Arabic is missing or has no Arabic letter. */
async function arabicGaps(db: Kysely<Database>): Promise<string[]> {
  const gaps: string[] = [];
  for (const [column, rowsOf] of Object.entries(SHOWN)) {
    for (const row of await rowsOf(db)) {
      if (!ARABIC_LETTER.test(row.arabic ?? '')) gaps.push(`${column}[${row.key}]`);
    }
  }
  return gaps;
}

describe.each(DIALECTS)('the seeded catalogue in Arabic on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('has Arabic for every text the storefront shows', async () => {
    expect(await arabicGaps(t.db)).toEqual([]);
  });

  it('names each gap by its key', async () => {
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'sku', 'full_description_ar'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const method = await t.db
      .selectFrom('shipping_methods')
      .select(['id', 'name', 'name_ar'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const untranslate = async (arabic: { product: string | null; method: string | null }) => {
      await t.db
        .updateTable('products')
        .set({ full_description_ar: arabic.product })
        .where('id', '=', product.id)
        .execute();
      await t.db
        .updateTable('shipping_methods')
        .set({ name_ar: arabic.method })
        .where('id', '=', method.id)
        .execute();
    };
    await untranslate({ product: null, method: 'Standard' });
    try {
      expect(await arabicGaps(t.db)).toEqual([
        `products.full_description_ar[${product.sku}]`,
        `shipping_methods.name_ar[${method.name}]`,
      ]);
    } finally {
      await untranslate({ product: product.full_description_ar, method: method.name_ar });
    }
  });
});

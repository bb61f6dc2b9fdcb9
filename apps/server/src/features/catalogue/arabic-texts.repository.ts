// The catalogue texts a shopper reads, each row by the key a shop knows it by beside its Arabic;
// and the write of a product's Arabic full description.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ArabicText {
  key: string;
  arabic: string | null;
}

type Source = (db: Kysely<Database>) => Promise<ArabicText[]>;

type NamedTable =
  | 'categories'
  | 'manufacturers'
  | 'vendors'
  | 'colors'
  | 'tags'
  | 'attributes'
  | 'shipping_methods'
  | 'payment_methods'
  | 'countries'
  | 'states_provinces';

const byName = (table: NamedTable) => (db: Kysely<Database>) =>
  db.selectFrom(table).select(['name as key', 'name_ar as arabic']).orderBy('id').execute();
const productColumn =
  (column: 'name_ar' | 'short_description_ar' | 'full_description_ar') => (db: Kysely<Database>) =>
    db
      .selectFrom('products')
      .select(['sku as key', `${column} as arabic`])
      .orderBy('id')
      .execute();
/** Two columns joined by '/', e.g. 'APP-KUR-001/Festive gift wrap with card'. */
const pair = (first: string, second: string) =>
  sql<string>`${sql.ref(first)} || '/' || ${sql.ref(second)}`.as('key');

/** What the storefront shows in the shopper's language, table.column → its rows. */
export const SHOWN_TEXTS: Readonly<Record<string, Source>> = {
  'products.name_ar': productColumn('name_ar'),
  'products.short_description_ar': productColumn('short_description_ar'),
  'products.full_description_ar': productColumn('full_description_ar'),
  'categories.name_ar': byName('categories'),
  'manufacturers.name_ar': byName('manufacturers'),
  'vendors.name_ar': byName('vendors'),
  'colors.name_ar': byName('colors'),
  'tags.name_ar': byName('tags'),
  'attributes.name_ar': byName('attributes'),
  'sizes.name_ar': (db) =>
    db
      .selectFrom('sizes')
      .select(['short_name as key', 'name_ar as arabic'])
      .orderBy('id')
      .execute(),
  'product_attribute_options.display_value_ar': (db) =>
    db
      .selectFrom('product_attribute_options as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select([pair('p.sku', 'o.display_value'), 'o.display_value_ar as arabic'])
      .orderBy('o.id')
      .execute(),
  'shipping_methods.name_ar': byName('shipping_methods'),
  'payment_methods.name_ar': byName('payment_methods'),
  'countries.name_ar': byName('countries'),
  'states_provinces.name_ar': byName('states_provinces'),
  'cities.name_ar': (db) =>
    db
      .selectFrom('cities as c')
      .innerJoin('states_provinces as s', 's.id', 'c.state_province_id')
      .select([pair('s.name', 'c.name'), 'c.name_ar as arabic'])
      .orderBy('c.id')
      .execute(),
};

/** Sets one product's Arabic full description (already sanitised); false for an unknown SKU. */
export async function updateArabicFullDescription(
  db: Kysely<Database>,
  sku: string,
  html: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ full_description_ar: html })
    .where('sku', '=', sku)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

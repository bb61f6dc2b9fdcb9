// The listing at 100 000 products: the price a shopper pays as a generated column, the review
// count and rating sum kept on the product (a rating filter without a join over reviews), and
// indexes that serve each sort order and filter of get-all-products; the search index
// (product_search) and the vocabulary typo correction draws from (search_vocabulary), created
// empty.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from './frozen/dialect.ts';

const PAID = sql`coalesce(discounted_price_paise, price_paise)`;

/** [name, columns]: each sort order scans one of these backwards or forwards, never sorts. */
const PRODUCT_INDEXES = [
  ['products_listing_price_idx', ['published', 'paid_price_paise', 'id']],
  ['products_listing_created_idx', ['published', 'created_at', 'id']],
  ['products_listing_popularity_idx', ['published', 'popularity', 'id']],
  ['products_listing_sales_idx', ['published', 'sales_count', 'id']],
  ['products_listing_manufacturer_idx', ['manufacturer_id', 'published', 'id']],
  ['products_listing_rating_idx', ['published', 'rating_average', 'id']],
] as const;

export const catalogueListing: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOf(db) === 'postgres';
    // SQLite cannot add a STORED generated column to an existing table; a VIRTUAL one can be
    // indexed just the same.
    await db.schema
      .alterTable('products')
      .addColumn('paid_price_paise', 'bigint', (c) => {
        const generated = c.generatedAlwaysAs(PAID);
        return postgres ? generated.stored() : generated;
      })
      .execute();
    for (const column of ['review_count', 'rating_sum']) {
      await db.schema
        .alterTable('products')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    // Exact for "average ≥ n": a correctly rounded quotient of small integers never crosses n.
    await db.schema
      .alterTable('products')
      .addColumn('rating_average', postgres ? 'double precision' : 'real', (c) => {
        const generated = c.generatedAlwaysAs(
          sql`case when review_count > 0
                then cast(rating_sum as ${sql.raw(postgres ? 'double precision' : 'real')}) / review_count
              end`,
        );
        return postgres ? generated.stored() : generated;
      })
      .execute();
    await sql`
      update products set
        review_count = (select count(*) from reviews r
                        where r.product_id = products.id and r.approved = 1),
        rating_sum = (select coalesce(sum(r.rating), 0) from reviews r
                      where r.product_id = products.id and r.approved = 1)
    `.execute(db);
    for (const [name, columns] of PRODUCT_INDEXES) {
      await db.schema
        .createIndex(name)
        .on('products')
        .columns([...columns])
        .execute();
    }
    // Newest reviews first, per product.
    await db.schema
      .createIndex('reviews_product_newest_idx')
      .on('reviews')
      .columns(['product_id', 'approved', 'created_at', 'id'])
      .execute();
    // Empty: the index is data, built after migrating (after-migrate.ts) by the live indexer.
    await createSearchTables(db, postgres);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('search_vocabulary').execute();
    await db.schema.dropTable('product_search').execute();
    await db.schema.dropIndex('reviews_product_newest_idx').execute();
    for (const [name] of PRODUCT_INDEXES) await db.schema.dropIndex(name).execute();
    for (const column of ['rating_average', 'rating_sum', 'review_count', 'paid_price_paise']) {
      await db.schema.alterTable('products').dropColumn(column).execute();
    }
  },
};

/**
 * One normalised document per product (search-index.ts): name_key, label_key (brand,
 * categories, tags, colours, English and Arabic), description_key, and all_key, their
 * concatenation, which substring search runs on. SQLite: an FTS5 table with the trigram
 * tokenizer, which serves LIKE '%word%' from its index; PostgreSQL: a table with a pg_trgm GIN
 * index, which serves the same LIKE. Both answer exactly what LIKE answers, so the same
 * products on both.
 */
async function createSearchTables(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  if (postgres) {
    // The extension lives in public (test schemas share one database); the operator class is
    // found through the search_path, which always ends in public.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await db.schema
      .createTable('product_search')
      .addColumn('product_id', 'integer', (c) =>
        c.primaryKey().references('products.id').onDelete('cascade'),
      )
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('label_key', 'text', (c) => c.notNull())
      .addColumn('description_key', 'text', (c) => c.notNull())
      .addColumn('all_key', 'text', (c) => c.notNull())
      .execute();
    await sql`create index product_search_all_trgm_idx on product_search
              using gin (all_key public.gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table product_search using fts5(
                product_id unindexed, name_key, label_key, description_key, all_key,
                tokenize = 'trigram')`.execute(db);
  }
  await db.schema
    .createTable('search_vocabulary')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('frequency', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_vocabulary_length_idx')
    .on('search_vocabulary')
    .columns(['length', 'word'])
    .execute();
}

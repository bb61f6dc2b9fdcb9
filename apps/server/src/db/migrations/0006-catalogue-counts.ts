// Counts of the whole published catalogue — products per category (with its descendants),
// brand, size, tag, colour, price band and rating — kept in catalogue_counts, so the category
// list and the unfiltered facets read a few hundred rows instead of scanning every product.
// catalogue_counts_state holds, per facet, a version that triggers bump on every write that can
// change that facet's counts, and the version the stored counts were taken at; a reader that
// finds a facet behind recounts that facet alone and stores it
// (features/catalogue/catalogue-counts.ts). All in the database, so every server instance sees
// the same. A review moves only the rating counts; orders (stock, popularity, sales) none.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from './frozen/dialect.ts';

const FACETS = ['category', 'brand', 'size', 'tag', 'color', 'price', 'rating'] as const;

/** [table, event, facets whose counts the event can change]. */
const WATCHED: readonly (readonly [string, string, readonly string[]])[] = [
  ['products', 'insert', FACETS],
  ['products', 'delete', FACETS],
  ['products', 'update of published', FACETS],
  ['products', 'update of price_paise, discounted_price_paise', ['price']],
  ['products', 'update of manufacturer_id', ['brand']],
  ['products', 'update of review_count, rating_sum', ['rating']],
  ...(['insert', 'delete', 'update'] as const).flatMap((event) => [
    ['product_categories', event, ['category']] as const,
    ['product_sizes', event, ['size']] as const,
    ['product_tags', event, ['tag']] as const,
    ['product_colors', event, ['color']] as const,
  ]),
  ['categories', 'insert', ['category']],
  ['categories', 'delete', ['category']],
  ['categories', 'update of parent_category_id', ['category']],
];

// Trigger DDL has no builder: raw SQL, assembled from the constants above only.
const facetList = (facets: readonly string[]) => facets.map((f) => `'${f}'`).join(', ');
const bump = (facets: readonly string[]) =>
  `update catalogue_counts_state set version = version + 1 where facet in (${facetList(facets)})`;
const triggerName = (i: number) => `catalogue_counts_bump_${i}`;

export const catalogueCounts: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOf(db) === 'postgres';
    await db.schema
      .createTable('catalogue_counts')
      .addColumn('facet', 'text', (c) => c.notNull())
      .addColumn('value_id', 'integer', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('catalogue_counts_pk', ['facet', 'value_id'])
      .execute();
    await db.schema
      .createTable('catalogue_counts_state')
      .addColumn('facet', 'text', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      // null: never counted.
      .addColumn('counted_version', 'bigint')
      .execute();
    await db
      .insertInto('catalogue_counts_state' as never)
      .values(FACETS.map((facet) => ({ facet, version: 1, counted_version: null })))
      .execute();
    if (postgres) {
      // The facets to bump come as the trigger's arguments.
      await sql`create function bump_catalogue_counts() returns trigger language plpgsql as $$
        begin
          update catalogue_counts_state set version = version + 1 where facet = any(tg_argv);
          return null;
        end $$`.execute(db);
    }
    for (const [i, [table, event, facets]] of WATCHED.entries()) {
      // PostgreSQL: once per statement (a bulk insert bumps once); SQLite: row triggers only.
      const ddl = postgres
        ? `create trigger ${triggerName(i)} after ${event} on ${table}
           for each statement execute function bump_catalogue_counts(${facetList(facets)})`
        : `create trigger ${triggerName(i)} after ${event} on ${table} begin ${bump(facets)}; end`;
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
    if (postgres) await sql`drop function bump_catalogue_counts()`.execute(db);
    await db.schema.dropTable('catalogue_counts_state').execute();
    await db.schema.dropTable('catalogue_counts').execute();
  },
};

// Counts of the whole published catalogue — products per category (with its descendants),
// brand, size, tag, colour, price band and rating — kept in catalogue_counts, so the category
// list and the unfiltered facets read a few hundred rows instead of scanning every product.
// Triggers bump catalogue_counts_state.version on every write that can change a count (a
// product added, removed, published, repriced, rebranded or reviewed; a link or the category
// tree changed); a reader that finds counted_version behind recounts and stores the result
// (features/catalogue/catalogue-counts.ts). All in the database, so every server instance
// sees the same version. Orders (stock, popularity, sales) change no count and bump nothing.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from '../dialect.ts';

/** [table, trigger events]: UPDATE OF lists only the columns a count depends on. */
const WATCHED = [
  [
    'products',
    'insert or delete or update of published, price_paise, discounted_price_paise, manufacturer_id, review_count, rating_sum',
  ],
  ['product_categories', 'insert or delete or update'],
  ['product_sizes', 'insert or delete or update'],
  ['product_tags', 'insert or delete or update'],
  ['product_colors', 'insert or delete or update'],
  ['categories', 'insert or delete or update of parent_category_id'],
] as const;

const BUMP = 'update catalogue_counts_state set version = version + 1 where id = 1';
const triggerName = (table: string) => `${table}_bump_catalogue_counts`;

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
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      // null: never counted.
      .addColumn('counted_version', 'bigint')
      .execute();
    await sql`insert into catalogue_counts_state (id, version, counted_version) values (1, 1, null)`.execute(
      db,
    );
    if (postgres) {
      await sql
        .raw(
          `create function bump_catalogue_counts() returns trigger language plpgsql as $$
           begin ${BUMP}; return null; end $$`,
        )
        .execute(db);
    }
    for (const [table, events] of WATCHED) {
      if (postgres) {
        // Once per statement: a bulk insert bumps the version once.
        await sql
          .raw(
            `create trigger ${triggerName(table)} after ${events} on ${table}
             for each statement execute function bump_catalogue_counts()`,
          )
          .execute(db);
        continue;
      }
      // SQLite: row triggers only, one event each.
      for (const [i, event] of events.split(' or ').entries()) {
        await sql
          .raw(
            `create trigger ${triggerName(table)}_${i} after ${event} on ${table} begin ${BUMP}; end`,
          )
          .execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    const postgres = dialectOf(db) === 'postgres';
    for (const [table, events] of WATCHED) {
      if (postgres) {
        await sql.raw(`drop trigger ${triggerName(table)} on ${table}`).execute(db);
      } else {
        for (const [i] of events.split(' or ').entries()) {
          await sql.raw(`drop trigger ${triggerName(table)}_${i}`).execute(db);
        }
      }
    }
    if (postgres) await sql`drop function bump_catalogue_counts()`.execute(db);
    await db.schema.dropTable('catalogue_counts_state').execute();
    await db.schema.dropTable('catalogue_counts').execute();
  },
};

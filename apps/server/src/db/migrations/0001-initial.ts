// The initial schema: every table of spec §3 plus what accounts, orders and payments need.
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from './frozen/dialect.ts';
import { CATALOGUE_TABLES, createCatalogueTables } from './0001/catalogue.ts';
import { COMMERCE_TABLES, createCommerceTables } from './0001/commerce.ts';
import { CONTENT_TABLES, createContentTables } from './0001/content.ts';

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await createCatalogueTables(db, dialect);
    await createContentTables(db, dialect);
    await createCommerceTables(db, dialect); // references catalogue and content tables
  },
  async down(db: Kysely<unknown>) {
    for (const table of [...COMMERCE_TABLES, ...CONTENT_TABLES, ...CATALOGUE_TABLES]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

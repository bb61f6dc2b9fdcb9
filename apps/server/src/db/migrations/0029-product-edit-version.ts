// The owner's console edits products (issue #22): two staff members editing one product must not
// silently overwrite each other, so each product carries edit_version, raised by every edit and
// checked by the next one (a stale version is refused), and updated_at. A console edit may touch
// columns no cached answer watches (attribute options, GST fields), so raising edit_version
// moves answer_version itself: every instance shows the edit at once (0011).
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from './frozen/dialect.ts';

const TRIGGER = 'answer_version_product_edit';

export const productEditVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('edit_version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('products').addColumn('updated_at', 'text').execute();
    // bump_answer_version() exists since 0011 (0018's form, schema-aware).
    const ddl =
      dialectOf(db) === 'postgres'
        ? `create trigger ${TRIGGER} after update of edit_version on products
           for each statement execute function bump_answer_version()`
        : `create trigger ${TRIGGER} after update of edit_version on products
           begin update answer_version set version = version + 1 where id = 1; end`;
    await sql.raw(ddl).execute(db);
  },
  async down(db: Kysely<unknown>) {
    const ddl =
      dialectOf(db) === 'postgres'
        ? `drop trigger ${TRIGGER} on products`
        : `drop trigger ${TRIGGER}`;
    await sql.raw(ddl).execute(db);
    await db.schema.alterTable('products').dropColumn('updated_at').execute();
    await db.schema.alterTable('products').dropColumn('edit_version').execute();
  },
};

// A product's edit version (issue #22): the console sends back the version it read, and an edit
// made from an older one is refused instead of silently overwriting another member's change.
import type { Kysely, Migration } from 'kysely';

export const productVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('products').dropColumn('version').execute();
  },
};

// The product's Arabic short description, answered (with name_ar) to requests in Arabic and
// indexed for search beside the English one. Nullable: a shop writes it when it has one, and an
// Arabic request falls back to the English text.
import type { Kysely, Migration } from 'kysely';

export const productArabicDescription: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('products').addColumn('short_description_ar', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('products').dropColumn('short_description_ar').execute();
  },
};

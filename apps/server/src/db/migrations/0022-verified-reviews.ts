// Reviews shoppers can trust (issue #20 §5): a review now belongs to the shopper who wrote it
// (once per product, so a second submit edits it), says whether that shopper had received the
// product, and can wait for the shop's check: approved = 0 with no rejected_at is held,
// with rejected_at it was turned down. Up to 3 photos per review, stored as files under
// FILES_DIR (review_photos names them). Reviews written before (the seed's) keep user_id null
// and verified_purchase 0: nothing records that their writers bought anything.
import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampNow, withId } from './frozen/dialect.ts';

export const verifiedReviews: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const reviews = () => db.schema.alterTable('reviews');
    await reviews()
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await reviews()
      .addColumn('verified_purchase', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await reviews().addColumn('rejected_at', 'text').execute();
    await reviews().addColumn('updated_at', 'text').execute();
    // Several nulls are distinct on both databases: anonymous old reviews are not limited.
    await db.schema
      .createIndex('reviews_product_user_uq')
      .on('reviews')
      .columns(['product_id', 'user_id'])
      .unique()
      .execute();
    await withId(db.schema.createTable('review_photos'), dialect)
      .addColumn('review_id', 'integer', (c) =>
        c.notNull().references('reviews.id').onDelete('cascade'),
      )
      .addColumn('file_name', 'text', (c) => c.notNull().unique())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', timestampNow(dialect))
      .execute();
    await db.schema
      .createIndex('review_photos_review_idx')
      .on('review_photos')
      .column('review_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('review_photos').execute();
    await db.schema.dropIndex('reviews_product_user_uq').execute();
    for (const column of ['updated_at', 'rejected_at', 'verified_purchase', 'user_id']) {
      await db.schema.alterTable('reviews').dropColumn(column).execute();
    }
  },
};

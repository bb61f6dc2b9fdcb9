// A product picture the owner uploads (issue #22) is stored in the sizes the storefront shows,
// each in WebP, AVIF and the uploaded format, with its width and height, so a later srcset can
// offer a phone a phone-sized file. product_images.url keeps pointing at the largest file of the
// uploaded format: the storefront reads it unchanged. Variants go with their picture.
import type { Kysely, Migration } from 'kysely';
import { dialectOf, withId } from './frozen/dialect.ts';

export const productImageVariants: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('product_image_variants'), dialectOf(db))
      .addColumn('product_image_id', 'integer', (c) =>
        c.notNull().references('product_images.id').onDelete('cascade'),
      )
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_image_variants_image_idx')
      .on('product_image_variants')
      .columns(['product_image_id', 'format', 'width'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('product_image_variants').execute();
  },
};

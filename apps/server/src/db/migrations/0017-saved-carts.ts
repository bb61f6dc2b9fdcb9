// A logged-in shopper's cart and wish list kept on the server (issue #19 item 8), so a second
// device shows them and a shared computer can forget them at logout. A cart line is one choice
// (product + exact option set, keyed by the storefront's choice key); a wish list holds a product
// once. Rows go with their shopper or product.
import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampNow, withId } from './frozen/dialect.ts';

export const savedCarts: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await withId(db.schema.createTable('saved_cart_lines'), dialect)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('choice_key', 'text', (c) => c.notNull())
      .addColumn('options_json', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('default_image', 'text')
      .addColumn('updated_at', 'text', timestampNow(dialect))
      .addUniqueConstraint('saved_cart_lines_user_choice', ['user_id', 'choice_key'])
      .execute();
    await db.schema
      .createIndex('saved_cart_lines_product_idx')
      .on('saved_cart_lines')
      .column('product_id')
      .execute();
    await withId(db.schema.createTable('wish_list_items'), dialect)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('size_id', 'integer')
      .addColumn('color_id', 'integer')
      .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', timestampNow(dialect))
      .addUniqueConstraint('wish_list_items_user_product', ['user_id', 'product_id'])
      .execute();
    await db.schema
      .createIndex('wish_list_items_product_idx')
      .on('wish_list_items')
      .column('product_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('wish_list_items').execute();
    await db.schema.dropTable('saved_cart_lines').execute();
  },
};

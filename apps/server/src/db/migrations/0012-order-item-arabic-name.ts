// The product's Arabic name frozen into each order item beside the English one, so an Arabic
// shopper's order history and mail name what they bought in Arabic, and a later rename of the
// product changes neither. Nullable: a product without an Arabic name falls back to English.
// Orders placed before this take the product's Arabic name as it is now (the best there is).
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

export const orderItemArabicName: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_items').addColumn('product_name_ar', 'text').execute();
    await sql`update order_items set product_name_ar = (
      select nullif(products.name_ar, '') from products where products.id = order_items.product_id
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_items').dropColumn('product_name_ar').execute();
  },
};

// Which products a campaign promotes (a Bazaar addition, README "Campaigns"): the campaign page
// shows them and its call to action leads to them. Rows go with either side when it is deleted.
import type { Kysely, Migration } from 'kysely';

export const campaignProducts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('campaign_products')
      .addColumn('campaign_id', 'integer', (c) =>
        c.notNull().references('campaigns.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('campaign_products_pkey', ['campaign_id', 'product_id'])
      .execute();
    await db.schema
      .createIndex('campaign_products_product_idx')
      .on('campaign_products')
      .column('product_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('campaign_products').execute();
  },
};

// PayPal orders taken for our order attempts (issue #21): one row per PayPal order id (primary
// key: an order paid once is used once, however many attempts point at it), naming the attempt
// reference that took it (unique: an attempt takes one PayPal order). It is also how the sweep
// finds the PayPal order an abandoned attempt may have captured.
import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampNow } from './frozen/dialect.ts';

export const paypalOrderClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('paypal_order_claims')
      .addColumn('paypal_order_id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', timestampNow(dialectOf(db)))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('paypal_order_claims').execute();
  },
};

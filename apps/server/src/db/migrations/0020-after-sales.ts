// After-sales (issue #20 §2, §3): products sold as final sale (never taken back), the shopper's
// return requests and the owner's decision on each, and every refund the shop owes — recorded
// before the gateway is asked (state 'pending', retried until 'done'), under an idempotency
// reference UNIQUE here, so a retried cancel or return never refunds twice. The sandbox gateway
// keeps its own refunds too (partial refunds, one per reference), as a provider would.
import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampNow, withId } from './frozen/dialect.ts';

export const afterSales: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .alterTable('products')
      .addColumn('final_sale', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await withId(db.schema.createTable('return_requests'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('photo_path', 'text')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('requested'))
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('decision_note', 'text')
      .addColumn('refund_reference', 'text')
      .addColumn('created_at', 'text', timestampNow(dialect))
      .addColumn('updated_at', 'text', timestampNow(dialect))
      // One request per line: a line turned down stays turned down (the owner decided).
      .addUniqueConstraint('return_requests_item', ['order_item_id'])
      .execute();
    await db.schema
      .createIndex('return_requests_state_idx')
      .on('return_requests')
      .columns(['state', 'id'])
      .execute();
    await withId(db.schema.createTable('order_refunds'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('idempotency_reference', 'text', (c) => c.notNull().unique())
      .addColumn('cause', 'text', (c) => c.notNull())
      .addColumn('line_ids_json', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('payment_reference', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', timestampNow(dialect))
      .addColumn('settled_at', 'text')
      .execute();
    await db.schema
      .createIndex('order_refunds_order_idx')
      .on('order_refunds')
      .column('order_id')
      .execute();
    await withId(db.schema.createTable('sandbox_refunds'), dialect)
      .addColumn('provider_reference', 'text', (c) => c.notNull())
      .addColumn('idempotency_reference', 'text', (c) => c.notNull().unique())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', timestampNow(dialect))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sandbox_refunds').execute();
    await db.schema.dropTable('order_refunds').execute();
    await db.schema.dropTable('return_requests').execute();
    await db.schema.alterTable('products').dropColumn('final_sale').execute();
  },
};

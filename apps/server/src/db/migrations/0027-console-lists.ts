// The console's lists (issue #22) stay fast at a large shop: orders filtered by stage or payment
// method are read newest first by id, a date range by created_at, a search by a shopper's
// mobile number; seller requests are listed by status. A seller request now keeps the
// language it was made in (its decision is mailed in it) and the reason for a rejection.
import type { Kysely, Migration } from 'kysely';

const INDEXES = [
  { name: 'orders_stage_id_idx', table: 'orders', columns: ['stage', 'id'] },
  { name: 'orders_payment_method_id_idx', table: 'orders', columns: ['payment_method_id', 'id'] },
  { name: 'orders_created_at_idx', table: 'orders', columns: ['created_at'] },
  { name: 'users_mobile_no_idx', table: 'users', columns: ['mobile_no'] },
  { name: 'seller_requests_status_id_idx', table: 'seller_requests', columns: ['status', 'id'] },
] as const;

export const consoleLists: Migration = {
  async up(db: Kysely<unknown>) {
    for (const index of INDEXES) {
      await db.schema
        .createIndex(index.name)
        .on(index.table)
        .columns([...index.columns])
        .execute();
    }
    const requests = () => db.schema.alterTable('seller_requests');
    await requests()
      .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    await requests().addColumn('decision_reason', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('seller_requests').dropColumn('decision_reason').execute();
    await db.schema.alterTable('seller_requests').dropColumn('language_code').execute();
    for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
  },
};

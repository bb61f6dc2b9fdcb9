// Two things an order attempt must be able to find again after its process died:
// - the coupon use it holds (order_attempts.coupon_id): a coupon's use is taken at reserve and
//   a shopper's per-coupon limit counts the uses their reserved attempts hold;
// - the payment made under its idempotency reference (payment_transactions.idempotency_reference,
//   the sandbox's record of what a provider finds by its idempotency key): the sweep looks it up
//   and refunds it even when the process died before noting the charge on the attempt.
import type { Kysely, Migration } from 'kysely';

export const orderAttemptHolds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_attempts').addColumn('coupon_id', 'integer').execute();
    await db.schema
      .createIndex('order_attempts_coupon_holds')
      .on('order_attempts')
      .columns(['coupon_id', 'user_id', 'state'])
      .execute();
    await db.schema
      .alterTable('payment_transactions')
      .addColumn('idempotency_reference', 'text')
      .execute();
    await db.schema
      .createIndex('payment_transactions_idempotency_reference')
      .on('payment_transactions')
      .column('idempotency_reference')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payment_transactions_idempotency_reference').execute();
    await db.schema
      .alterTable('payment_transactions')
      .dropColumn('idempotency_reference')
      .execute();
    await db.schema.dropIndex('order_attempts_coupon_holds').execute();
    await db.schema.alterTable('order_attempts').dropColumn('coupon_id').execute();
  },
};

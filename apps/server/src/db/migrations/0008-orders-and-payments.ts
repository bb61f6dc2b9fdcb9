// Placing orders and paying (issue #10): the order attempts that make a retried or doubled
// submit one order (idempotency, in the database so every instance sees it) and hold the stock
// and coupon reserved while the payment runs; and the sandbox gateway's one-time card tokens
// (only a hash of the token, the last four digits, the brand and the test outcome — never the
// card number).
import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampNow, withId } from './frozen/dialect.ts';

export const ORDER_ATTEMPT_KEY_INDEX = 'order_attempts_user_key';

export const ordersAndPayments: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectOf(db);
    const s = db.schema;
    await withId(s.createTable('order_attempts'), d)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      // 'in_flight' (claimed), 'reserved' (stock and coupon taken, paying), 'done' (answered).
      .addColumn('state', 'text', (c) => c.notNull())
      // While in flight or reserved: after this the attempt is abandoned and its stock released.
      .addColumn('lease_until', 'text', (c) => c.notNull())
      .addColumn('reservation_json', 'text')
      .addColumn('payment_reference', 'text')
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      // The answer replayed to the same key and body: {"ok":…} or {"outcome":…}.
      .addColumn('answer_json', 'text')
      .addColumn('created_at', 'text', timestampNow(d))
      .execute();
    await s
      .createIndex(ORDER_ATTEMPT_KEY_INDEX)
      .on('order_attempts')
      .columns(['user_id', 'idempotency_key'])
      .unique()
      .execute();
    await s
      .createIndex('order_attempts_state_idx')
      .on('order_attempts')
      .columns(['state', 'lease_until'])
      .execute();

    await withId(s.createTable('sandbox_card_tokens'), d)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      // What the sandbox does with a charge: 'succeed', 'decline', 'insufficient_funds'.
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', timestampNow(d))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sandbox_card_tokens').execute();
    await db.schema.dropTable('order_attempts').execute();
  },
};

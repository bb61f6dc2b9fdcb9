// Real payment providers (issue #21): the provider webhooks' events, kept so a repeated delivery
// (same provider and event id) is recognised and changes nothing; and, on every refund the
// shop owes, the provider that took the money and the provider's own refund id once paid.
import type { Kysely, Migration } from 'kysely';
import { dialectOf, timestampNow, withId } from './frozen/dialect.ts';

export const paymentEvents: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await withId(db.schema.createTable('payment_events'), dialect)
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      /** The provider's payment/order id the event is about, when it names one. */
      .addColumn('payment_reference', 'text')
      .addColumn('occurred_at', 'text')
      .addColumn('received_at', 'text', timestampNow(dialect))
      .addColumn('processed_at', 'text')
      .addUniqueConstraint('payment_events_provider_event_uq', ['provider', 'event_id'])
      .execute();
    const refunds = () => db.schema.alterTable('order_refunds');
    await refunds().addColumn('provider', 'text').execute();
    await refunds().addColumn('provider_refund_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payment_events').execute();
    for (const column of ['provider_refund_id', 'provider']) {
      await db.schema.alterTable('order_refunds').dropColumn(column).execute();
    }
  },
};

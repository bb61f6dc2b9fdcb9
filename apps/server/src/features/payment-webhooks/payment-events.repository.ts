// The webhook events received (payment_events), one row per provider and event id.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { VerifiedEvent } from '../../gateways/payment/webhook-verifier.ts';

/**
 * Records the event (once per provider and id); true when it still has to be processed — new,
 * or recorded before by a delivery whose processing did not finish.
 */
export async function recordEvent(
  db: Kysely<Database>,
  provider: string,
  event: VerifiedEvent,
): Promise<boolean> {
  await db
    .insertInto('payment_events')
    .values({
      provider,
      event_id: event.id.slice(0, 200),
      type: event.type.slice(0, 100),
      payment_reference: event.paymentReference?.slice(0, 200) ?? null,
      occurred_at: event.occurredAt?.toISOString() ?? null,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('payment_events')
    .select('processed_at')
    .where('provider', '=', provider)
    .where('event_id', '=', event.id.slice(0, 200))
    .executeTakeFirstOrThrow();
  return row.processed_at === null;
}

export async function markProcessed(
  db: Kysely<Database>,
  provider: string,
  eventId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ processed_at: at.toISOString() })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId.slice(0, 200))
    .execute();
}

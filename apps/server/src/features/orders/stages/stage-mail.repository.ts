// Queries of the stage e-mail (stage-mail.ts): the shipment an order's history recorded.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** The carrier and number of the order's latest shipment; undefined before it ships. */
export function latestShipment(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_status_history')
    .select(['carrier', 'tracking_number'])
    .where('order_id', '=', orderId)
    .where('stage', '=', 'shipped')
    .where('carrier', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

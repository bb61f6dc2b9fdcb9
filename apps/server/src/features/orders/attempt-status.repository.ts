// What the attempt-status question reads: the shopper's order placed under a key (an order keeps
// the client's key for good, after its attempt row is purged).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findOrderNumberByKey(db: Kysely<Database>, userId: number, key: string) {
  return db
    .selectFrom('orders')
    .select('order_number')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

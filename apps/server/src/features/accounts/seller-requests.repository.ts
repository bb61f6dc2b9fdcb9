// Queries of become-seller requests. The operator decides them (`npm run admin -- sellers …`):
// only a pending request can be decided, once.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** True when the e-mail has a request still pending or already approved. */
export async function hasOpenSellerRequest(db: Kysely<Database>, email: string) {
  const row = await db
    .selectFrom('seller_requests')
    .select('id')
    .where('email', '=', email)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSellerRequest(
  db: Kysely<Database>,
  request: Insertable<Database['seller_requests']>,
) {
  await db.insertInto('seller_requests').values(request).execute();
}

export function pendingSellerRequests(db: Kysely<Database>) {
  return db
    .selectFrom('seller_requests')
    .select(['id', 'first_name', 'last_name', 'email', 'mobile_no', 'created_at'])
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

export type Decision = 'approved' | 'rejected';

/** True when the request was pending and now carries the decision. */
export async function decideSellerRequest(
  db: Kysely<Database>,
  id: number,
  decision: Decision,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('seller_requests')
    .set({ status: decision, decided_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

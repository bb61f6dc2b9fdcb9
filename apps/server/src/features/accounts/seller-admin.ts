// The operator's side of seller requests (`npm run admin -- sellers …`): list the pending ones,
// approve or reject one. Only a pending request can be decided, once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

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

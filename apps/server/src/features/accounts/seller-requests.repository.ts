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
  reason: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('seller_requests')
    .set({ status: decision, decided_at: now.toISOString(), decision_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

const LISTED = [
  'id',
  'first_name',
  'last_name',
  'email',
  'mobile_no',
  'status',
  'language_code',
  'decision_reason',
  'created_at',
  'decided_at',
] as const;

/** One keyset page of requests of a status, newest first (one row more: a next page). */
export function sellerRequestPage(
  db: Kysely<Database>,
  status: string,
  after: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('seller_requests')
    .select([...LISTED])
    .where('status', '=', status)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after !== undefined) query = query.where('id', '<', after);
  return query.execute();
}

export function findSellerRequest(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('seller_requests')
    .select([...LISTED])
    .where('id', '=', id)
    .executeTakeFirst();
}

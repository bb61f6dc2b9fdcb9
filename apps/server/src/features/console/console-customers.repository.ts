// Queries of the console's customers: a keyset page (search by exact e-mail or mobile, or a
// name prefix), one customer with their orders and sessions. Never a password hash or a
// token hash: the columns are named, not selected whole.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const CUSTOMER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'mobile_no',
  'language_code',
  'created_at',
] as const;

export type CustomerSearch =
  | { by: 'none' }
  | { by: 'email'; value: string }
  | { by: 'phone'; values: string[] }
  | { by: 'name'; prefix: string };

export function customerPage(
  db: Kysely<Database>,
  search: CustomerSearch,
  after: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('users')
    .select([...CUSTOMER_COLUMNS])
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (search.by === 'email') query = query.where('email', '=', search.value);
  if (search.by === 'phone') query = query.where('mobile_no', 'in', search.values);
  if (search.by === 'name') {
    // A prefix of a first or last name; LIKE's wildcards dropped (SQLite has no default escape).
    const escaped = search.prefix.replace(/[%_\\]/g, '');
    query = query.where((eb) =>
      eb.or([eb('first_name', 'like', `${escaped}%`), eb('last_name', 'like', `${escaped}%`)]),
    );
  }
  if (after !== undefined) query = query.where('id', '<', after);
  return query.execute();
}

export function findCustomer(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select([...CUSTOMER_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function ordersOfCustomer(db: Kysely<Database>, userId: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'stage', 'total_paise', 'discount_paise', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The customer's sessions: when each began, until when, whether ended — no token. */
export function sessionsOfCustomer(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'created_at', 'expires_at', 'absolute_expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

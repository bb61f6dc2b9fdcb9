// Queries of login sessions (auth_tokens). Tokens are kept only as their hash.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Drops the user's sessions that have expired or were revoked before `nowIso`. */
export async function deleteEndedSessions(db: Kysely<Database>, userId: number, nowIso: string) {
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('revoked_at', 'is not', null)]))
    .execute();
}

export async function insertSession(
  db: Kysely<Database>,
  session: Insertable<Database['auth_tokens']>,
) {
  await db.insertInto('auth_tokens').values(session).execute();
}

/** Revokes the live session whose token has this hash. */
export async function revokeSessionByHash(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the user. */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, nowIso: string) {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

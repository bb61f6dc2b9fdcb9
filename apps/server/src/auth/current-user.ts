// Who is calling: the user a presented Token belongs to, checked against the UserID header
// (deviation #8). Tokens are stored only as their SHA-256, so a leaked table opens no session.
// A session ends when unused for its idle time or at its absolute expiry, whichever is first.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { idFromText } from '@bazaar/contract/ids';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by userHook on endpoints that look the caller up; null for a visitor. */
    currentUser: CurrentUser | null;
  }
}

export interface CurrentUser {
  id: number;
  email: string;
}

/** The stored form of a session token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * `null` when no token is presented (a visitor); `'rejected'` when one is, but it is unknown,
 * expired, revoked, or another user's than the UserID header names.
 */
export async function resolveUser(
  db: Kysely<Database>,
  token: string,
  userIdHeader: string,
  now: Date = new Date(),
): Promise<CurrentUser | null | 'rejected'> {
  if (token === '') return null;
  const userId = idFromText(userIdHeader);
  if (userId === undefined || token.length > 512) return 'rejected';
  const nowIso = now.toISOString();
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'users.id',
      'users.email',
      'auth_tokens.id as tokenId',
      'auth_tokens.expires_at',
      'auth_tokens.absolute_expires_at',
      'auth_tokens.idle_seconds',
    ])
    .where('auth_tokens.token_hash', '=', hashToken(token))
    .where('auth_tokens.user_id', '=', userId)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', nowIso)
    .where((eb) =>
      eb.or([
        eb('auth_tokens.absolute_expires_at', 'is', null),
        eb('auth_tokens.absolute_expires_at', '>', nowIso),
      ]),
    )
    .executeTakeFirst();
  if (!row) return 'rejected';
  await slideIdleExpiry(db, row, now);
  return { id: row.id, email: row.email };
}

/** A used session's idle deadline moves forward at most once per this step (one write). */
const SLIDE_STEP_MS = 60 * 60 * 1000;

async function slideIdleExpiry(
  db: Kysely<Database>,
  token: {
    tokenId: number;
    expires_at: string;
    absolute_expires_at: string | null;
    idle_seconds: number | null;
  },
  now: Date,
): Promise<void> {
  if (token.idle_seconds === null || token.absolute_expires_at === null) return;
  const next = Math.min(
    now.getTime() + token.idle_seconds * 1000,
    Date.parse(token.absolute_expires_at),
  );
  if (next - Date.parse(token.expires_at) < SLIDE_STEP_MS) return;
  await db
    .updateTable('auth_tokens')
    .set({ expires_at: new Date(next).toISOString() })
    .where('id', '=', token.tokenId)
    .execute();
}

const header = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** The Token header as the client sent it, trimmed; "" when absent. */
export const presentedToken = header;

/**
 * The one hook that resolves the caller of an endpoint that declares it needs one: it sets
 * request.currentUser, or answers `unauthorized(reply, request)` for a rejected token (and for a
 * visitor when a user is required).
 */
export function userHook(
  db: Kysely<Database>,
  required: boolean,
  unauthorized: (reply: FastifyReply, request: FastifyRequest) => FastifyReply,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await resolveUser(
      db,
      header(request.headers.token),
      header(request.headers.userid),
    );
    if (found === 'rejected' || (found === null && required)) return unauthorized(reply, request);
    request.currentUser = found;
  };
}

// Login sessions: a 256-bit random token, given to the client once and kept only as its SHA-256
// (auth/current-user.ts resolves it on every call). It ends when unused for the idle time, at
// the absolute expiry, at logout, or when the password is reset.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '../../auth/current-user.ts';
import type { Database } from '../../db/schema.ts';
import {
  deleteEndedSessions,
  insertSession,
  revokeSessionByHash,
  revokeUserSessions,
} from './sessions.repository.ts';

export interface SessionPolicy {
  idleDays: number;
  absoluteDays: number;
}

const DAY_MS = 24 * 3600_000;

/** Opens a session for the user and answers its token (the only time it exists in clear). */
export async function openSession(
  db: Kysely<Database>,
  userId: number,
  policy: SessionPolicy,
  now: Date = new Date(),
): Promise<string> {
  // Ended sessions of this user are of no more use: drop them as a new one starts.
  await deleteEndedSessions(db, userId, now.toISOString());
  const token = randomBytes(32).toString('base64url');
  const idleMs = policy.idleDays * DAY_MS;
  const absoluteMs = policy.absoluteDays * DAY_MS;
  await insertSession(db, {
    token_hash: hashToken(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + Math.min(idleMs, absoluteMs)).toISOString(),
    absolute_expires_at: new Date(now.getTime() + absoluteMs).toISOString(),
    idle_seconds: Math.round(idleMs / 1000),
  });
  return token;
}

/** Ends the session of this token (whoever's it is: holding it is the proof). */
export async function revokeSession(db: Kysely<Database>, token: string, now: Date = new Date()) {
  if (token === '' || token.length > 512) return;
  await revokeSessionByHash(db, hashToken(token), now.toISOString());
}

/** Ends every session of the user (a password reset). */
export async function revokeAllSessions(
  db: Kysely<Database>,
  userId: number,
  now: Date = new Date(),
) {
  await revokeUserSessions(db, userId, now.toISOString());
}

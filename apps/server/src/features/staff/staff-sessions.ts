// Console sessions: a 256-bit random token handed out once and kept only as its SHA-256, like a
// shopper's, but in their own table and much shorter-lived: it ends after 30 minutes unused
// (each call moves the idle deadline, at most one write a minute), after 12 hours whatever the
// use, at logout, and when the member is removed. A shopper's token is never one of these.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isStaffRole, type StaffRole } from '@bazaar/contract/console/roles';
import { hashToken } from '../../auth/current-user.ts';
import type { Database } from '../../db/schema.ts';
import * as repository from './staff.repository.ts';

export interface StaffSessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface SignedInStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  languageCode: string;
}

const SLIDE_STEP_MS = 60_000;

export async function openStaffSession(
  db: Kysely<Database>,
  staffId: number,
  policy: StaffSessionPolicy,
  now: Date = new Date(),
): Promise<string> {
  await repository.deleteEndedStaffSessions(db, staffId, now.toISOString());
  const token = randomBytes(32).toString('base64url');
  const absolute = now.getTime() + policy.absoluteHours * 3600_000;
  await repository.insertStaffSession(db, {
    token_hash: hashToken(token),
    staff_id: staffId,
    created_at: now.toISOString(),
    expires_at: new Date(
      Math.min(now.getTime() + policy.idleMinutes * 60_000, absolute),
    ).toISOString(),
    absolute_expires_at: new Date(absolute).toISOString(),
  });
  return token;
}

/** The staff member of a live session; null for an unknown, ended or foreign token. */
export async function resolveStaff(
  db: Kysely<Database>,
  token: string,
  policy: StaffSessionPolicy,
  now: Date = new Date(),
): Promise<SignedInStaff | null> {
  if (token === '' || token.length > 512) return null;
  const row = await repository.findLiveSession(db, hashToken(token), now.toISOString());
  if (!row || !isStaffRole(row.role)) return null;
  const next = Math.min(
    now.getTime() + policy.idleMinutes * 60_000,
    Date.parse(row.absolute_expires_at),
  );
  if (next - Date.parse(row.expires_at) >= SLIDE_STEP_MS) {
    await repository.slideSession(db, row.sessionId, new Date(next).toISOString());
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    languageCode: row.language_code,
  };
}

export async function endStaffSession(db: Kysely<Database>, token: string, now = new Date()) {
  if (token === '' || token.length > 512) return;
  await repository.revokeStaffSession(db, hashToken(token), now.toISOString());
}

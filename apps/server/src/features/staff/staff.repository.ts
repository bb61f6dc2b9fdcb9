// Queries of staff accounts and their console sessions (0026). Tokens and invite codes are
// kept only as their SHA-256; a removed member keeps their row (removed_at) for the audit log.
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';

type StaffRow = Database['staff'];

const PUBLIC_COLUMNS = ['id', 'email', 'name', 'role', 'language_code', 'created_at'] as const;

export function findStaffByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export function findStaffById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('staff')
    .select([...PUBLIC_COLUMNS, 'password_hash'])
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Current staff, with whether each has set a password yet (an invite still open). */
export function listCurrentStaff(db: Kysely<Database>) {
  return db
    .selectFrom('staff')
    .select([...PUBLIC_COLUMNS])
    .select((eb) => eb('password_hash', 'is not', null).as('active'))
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function countOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'owner')
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertStaff(db: Kysely<Database>, row: Insertable<StaffRow>) {
  const { id } = await db.insertInto('staff').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateStaff(db: Kysely<Database>, id: number, set: Updateable<StaffRow>) {
  await db.updateTable('staff').set(set).where('id', '=', id).execute();
}

export async function insertStaffSession(
  db: Kysely<Database>,
  row: Insertable<Database['staff_sessions']>,
) {
  await db.insertInto('staff_sessions').values(row).execute();
}

/** The live session of this token hash, with its staff member (not removed). */
export function findLiveSession(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id as sessionId',
      'staff_sessions.expires_at',
      'staff_sessions.absolute_expires_at',
      'staff.id',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.language_code',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', nowIso)
    .where('staff_sessions.absolute_expires_at', '>', nowIso)
    .where('staff.removed_at', 'is', null)
    .executeTakeFirst();
}

export async function slideSession(db: Kysely<Database>, sessionId: number, expiresAt: string) {
  await db
    .updateTable('staff_sessions')
    .set({ expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeStaffSession(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSessionsOfStaff(db: Kysely<Database>, staffId: number, nowIso: string) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: nowIso })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Drops this member's ended sessions as a new one starts (they are of no more use). */
export async function deleteEndedStaffSessions(
  db: Kysely<Database>,
  staffId: number,
  nowIso: string,
) {
  await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('revoked_at', 'is not', null)]))
    .execute();
}

// Queries of reset codes (password_reset_otps): kept as hashes, one live code per address.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewResetCode {
  email: string;
  codeHash: string;
  nowIso: string;
  expiresIso: string;
}

/** Drops the address's dead codes, voids its live one and writes the new one. */
export async function replaceResetCode(db: Kysely<Database>, code: NewResetCode) {
  const { email, nowIso } = code;
  await db
    .deleteFrom('password_reset_otps')
    .where('email', '=', email)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', nowIso)]))
    .execute();
  await db
    .updateTable('password_reset_otps')
    .set({ used_at: nowIso })
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('password_reset_otps')
    .values({ email, otp_hash: code.codeHash, created_at: nowIso, expires_at: code.expiresIso })
    .execute();
}

/** The address's newest unused code. */
export function findLatestResetCode(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('password_reset_otps')
    .select(['id', 'otp_hash', 'attempts', 'expires_at'])
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Counts one try of an unused code, unless it already had `maxTries`; true when counted. */
export async function countResetCodeTry(db: Kysely<Database>, id: number, maxTries: number) {
  const counted = await db
    .updateTable('password_reset_otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return counted.numUpdatedRows === 1n;
}

/** Marks an unused code used; true when this call did it. */
export async function useResetCode(db: Kysely<Database>, id: number, nowIso: string) {
  const used = await db
    .updateTable('password_reset_otps')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
}

// Staff accounts: login and logout, the owner's invitations and removals, and the first owner
// made from the command line. Login is the shopper's machinery — argon2id through the accounts'
// password module, the same throttles (per address, then per account) taken before hashing,
// the same answer for an unknown e-mail and a wrong password — over the staff table.
import { createHash, randomBytes } from 'node:crypto';
import { STAFF_INVITE_HOURS, type StaffRole } from '@bazaar/contract/console/roles';
import type { ConsoleRequest } from '@bazaar/contract/console/schemas';
import { LANGS, type Lang } from '@bazaar/i18n/text';
import { ApiError } from '../../api-errors.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { admitLogin } from '../../plugins/login-throttle.ts';
import { addressSubject, countOrRefuse } from '../../plugins/throttle.ts';
import { hashSecret, verifyDecoy, verifySecret } from '../accounts/index.ts';
import { recordChange, type StaffActor } from './audit.ts';
import type { StaffContext } from './staff-context.ts';
import { inviteMail } from './staff-mail.ts';
import * as repository from './staff.repository.ts';
import { endStaffSession, openStaffSession, type SignedInStaff } from './staff-sessions.ts';

/** Throttle buckets apart from the shopper's: one person may be both, with one e-mail. */
const LOGIN_BUCKET = 'staff-login';
const staffAccount = (email: string) => `staff:${email}`;
const codeHash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');
const langOf = (code: string): Lang => LANGS.find((lang) => lang === code) ?? 'en';

export const actorOf = (staff: SignedInStaff): StaffActor => ({
  id: staff.id,
  email: staff.email,
  role: staff.role,
});

export const meRow = (staff: SignedInStaff) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  languageCode: langOf(staff.languageCode),
});

export async function login(ctx: StaffContext, params: ConsoleRequest<'login'>, ip: string) {
  const { db } = ctx;
  await countOrRefuse(db, LOGIN_BUCKET, addressSubject(ip), ctx.limits.perAddress);
  const attempt = await admitLogin(db, ctx.limits, staffAccount(params.email), ip);
  const member = await repository.findStaffByEmail(db, params.email);
  const ok = member?.password_hash
    ? await verifySecret(member.password_hash, params.password)
    : await verifyDecoy(params.password, ctx.cost);
  if (!member || !ok) throw new ApiError(401, { id: 'staffLoginFailure' });
  await attempt.succeeded();
  const token = await openStaffSession(db, member.id, ctx.sessions, ctx.now());
  return {
    token,
    staff: meRow({ ...member, role: member.role as StaffRole, languageCode: member.language_code }),
  };
}

export async function logout(ctx: StaffContext, token: string) {
  await endStaffSession(ctx.db, token, ctx.now());
  return {};
}

export async function listStaff(ctx: StaffContext) {
  const rows = await repository.listCurrentStaff(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    languageCode: row.language_code,
    createdAt: row.created_at,
    active: Boolean(row.active),
  }));
}

/** Creates the member with a one-time code (kept as its hash) and mails the code. */
export async function inviteStaff(
  ctx: StaffContext,
  params: ConsoleRequest<'inviteStaff'>,
  by: StaffActor,
) {
  const code = randomBytes(9).toString('base64url');
  const now = ctx.now();
  const expires = new Date(now.getTime() + STAFF_INVITE_HOURS * 3600_000).toISOString();
  const id = await writeTransaction(ctx.db, async (trx) => {
    if (await repository.findStaffByEmail(trx, params.email)) {
      throw new ApiError(409, { id: 'staffEmailTaken' });
    }
    const created = await repository.insertStaff(trx, {
      email: params.email,
      name: params.name,
      role: params.role,
      language_code: params.staffLanguage,
      invite_code_hash: codeHash(code),
      invite_expires_at: expires,
    });
    await recordChange(
      trx,
      by,
      {
        action: 'staff.invite',
        entity: 'staff',
        entityId: created,
        after: { email: params.email, name: params.name, role: params.role },
      },
      now,
    );
    await ctx.mailer.queue(
      trx,
      inviteMail({
        to: params.email,
        inviter: by.email,
        role: params.role,
        code,
        validHours: STAFF_INVITE_HOURS,
        lang: params.staffLanguage,
        publicUrl: ctx.publicUrl,
      }),
    );
    return created;
  });
  return { id };
}

/** The invited member sets a password with the mailed code; the code works once. */
export async function acceptInvite(
  ctx: StaffContext,
  params: ConsoleRequest<'acceptInvite'>,
  ip: string,
) {
  const { db } = ctx;
  await countOrRefuse(db, 'staff-invite', addressSubject(ip), ctx.limits.perAddress);
  const passwordHash = await hashSecret(params.password.trim(), ctx.cost);
  const now = ctx.now();
  await writeTransaction(db, async (trx) => {
    const member = await repository.findStaffByEmail(trx, params.email);
    const valid =
      member?.invite_code_hash === codeHash(params.code) &&
      member.invite_expires_at !== null &&
      member.invite_expires_at > now.toISOString();
    if (!member || !valid) throw new ApiError(400, { id: 'staffInviteInvalid' });
    await repository.updateStaff(trx, member.id, {
      password_hash: passwordHash,
      invite_code_hash: null,
      invite_expires_at: null,
    });
    await recordChange(
      trx,
      { id: member.id, email: member.email, role: member.role as StaffRole },
      {
        action: 'staff.accept-invite',
        entity: 'staff',
        entityId: member.id,
        before: { active: false },
        after: { active: true },
      },
      now,
    );
  });
  return {};
}

export async function removeStaff(
  ctx: StaffContext,
  params: ConsoleRequest<'removeStaff'>,
  by: StaffActor,
) {
  if (params.staffId === by.id) throw new ApiError(409, { id: 'staffNotYourself' });
  const now = ctx.now();
  await writeTransaction(ctx.db, async (trx) => {
    const member = await repository.findStaffById(trx, params.staffId);
    if (!member) throw new ApiError(404, { id: 'staffNotFound' });
    if (member.role === 'owner' && (await repository.countOwners(trx)) <= 1) {
      throw new ApiError(409, { id: 'staffLastOwner' });
    }
    await repository.updateStaff(trx, member.id, { removed_at: now.toISOString() });
    await repository.revokeSessionsOfStaff(trx, member.id, now.toISOString());
    await recordChange(
      trx,
      by,
      {
        action: 'staff.remove',
        entity: 'staff',
        entityId: member.id,
        before: { email: member.email, role: member.role, removed: false },
        after: { email: member.email, role: member.role, removed: true },
      },
      now,
    );
  });
  return {};
}

export interface NewStaffByCommand {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** `npm run admin -- staff add`: a member with a password at once (the first owner). */
export async function addStaffByCommand(
  ctx: Pick<StaffContext, 'db' | 'cost' | 'now'>,
  member: NewStaffByCommand,
) {
  const passwordHash = await hashSecret(member.password, ctx.cost);
  return writeTransaction(ctx.db, async (trx) => {
    if (await repository.findStaffByEmail(trx, member.email)) return 'taken' as const;
    const id = await repository.insertStaff(trx, {
      email: member.email,
      name: member.name,
      role: member.role,
      password_hash: passwordHash,
    });
    await recordChange(
      trx,
      { id: null, email: 'command line', role: 'owner' },
      {
        action: 'staff.add',
        entity: 'staff',
        entityId: id,
        after: { email: member.email, name: member.name, role: member.role },
      },
      ctx.now(),
    );
    return id;
  });
}

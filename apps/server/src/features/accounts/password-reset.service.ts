// Password reset by an e-mailed code: 6 digits from a CSPRNG, kept only as an argon2id hash,
// valid 10 minutes, used once, at most 5 tries; a new code voids the old. The send step does the
// same work and answers the same whether or not the address has an account (a code row is
// written either way; only a real account gets the mail, sent later from the outbox).
import { randomInt } from 'node:crypto';
import type { ParsedRequestOf } from '@bazaar/contract/api-schemas';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { ShopperOutcome } from '../../api-errors.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { passwordChangedMail, resetCodeMail } from '../../gateways/mail/templates/reset-code.ts';
import { findUserByEmail, normalizeEmail, updateUser } from './accounts.repository.ts';
import type { AccountsContext } from './context.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';
import { addressSubject, countOrRefuse, emailSubject } from './throttle.ts';

export const RESET_CODE_VALID_MINUTES = 10;
export const RESET_CODE_MAX_TRIES = 5;

const invalidCode = () => new ShopperOutcome('failure', { id: 'resetCodeInvalid' });

/** A 6-digit code, every value equally likely. */
export const newResetCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export async function sendResetCode(
  ctx: AccountsContext,
  params: ParsedRequestOf<'sendResetOtp'>,
  ip: string,
) {
  const { db } = ctx;
  const email = normalizeEmail(params.Email);
  await countOrRefuse(db, 'reset-send', addressSubject(ip), ctx.limits.perAddress);
  await countOrRefuse(db, 'reset-send-email', emailSubject(email), ctx.limits.resetCodesPerEmail);
  const code = newResetCode();
  const codeHash = await hashSecret(code, ctx.cost);
  const now = new Date();
  await writeTransaction(db, async (trx) => {
    // This address's old codes (used, voided or expired) are of no more use.
    await trx
      .deleteFrom('password_reset_otps')
      .where('email', '=', email)
      .where((eb) =>
        eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now.toISOString())]),
      )
      .execute();
    await trx
      .updateTable('password_reset_otps')
      .set({ used_at: now.toISOString() })
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_reset_otps')
      .values({
        email,
        otp_hash: codeHash,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_CODE_VALID_MINUTES * 60_000).toISOString(),
      })
      .execute();
    const user = await findUserByEmail(trx, email);
    if (!user) return;
    const lang = params.languageChosen ?? (user.language_code === 'ar' ? 'ar' : 'en');
    const mail = resetCodeMail({
      to: user.email,
      firstName: user.first_name,
      code,
      validMinutes: RESET_CODE_VALID_MINUTES,
      lang,
    });
    await ctx.mailer.queue(trx, mail);
  });
  void ctx.mailer.kick();
  return { answer: {}, message: RESPONSE_MSG.otpSent };
}

export async function changePassword(
  ctx: AccountsContext,
  params: ParsedRequestOf<'changePasswordWithOtp'>,
  ip: string,
) {
  const { db } = ctx;
  const email = normalizeEmail(params.Email);
  await countOrRefuse(db, 'reset-verify', addressSubject(ip), ctx.limits.perAddress);
  const now = new Date();
  const latest = await db
    .selectFrom('password_reset_otps')
    .select(['id', 'otp_hash', 'attempts', 'expires_at'])
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest || Date.parse(latest.expires_at) <= now.getTime()) throw invalidCode();
  // The try is counted before the code is checked, atomically: parallel guesses cannot pass 5.
  const counted = await db
    .updateTable('password_reset_otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', RESET_CODE_MAX_TRIES)
    .executeTakeFirst();
  if (counted.numUpdatedRows !== 1n) throw new ShopperOutcome('failure', { id: 'resetCodeUsedUp' });
  if (!(await verifySecret(latest.otp_hash, params.Otp))) throw invalidCode();
  const passwordHash = await hashSecret(params.Password, ctx.cost);
  await writeTransaction(db, async (trx) => {
    const used = await trx
      .updateTable('password_reset_otps')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', latest.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    const user = await findUserByEmail(trx, email);
    if (used.numUpdatedRows !== 1n || !user) throw invalidCode();
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await revokeAllSessions(trx, user.id);
    const lang = user.language_code === 'ar' ? 'ar' : 'en';
    await ctx.mailer.queue(trx, passwordChangedMail(user.email, user.first_name, lang));
  });
  void ctx.mailer.kick();
  return { answer: {}, message: RESPONSE_MSG.passwordReset };
}

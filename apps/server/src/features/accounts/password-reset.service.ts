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
import {
  countResetCodeTry,
  findLatestResetCode,
  replaceResetCode,
  useResetCode,
} from './password-reset.repository.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';
import { addressSubject, countOrRefuse, emailSubject } from '../../plugins/throttle.ts';

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
    await replaceResetCode(trx, {
      email,
      codeHash,
      nowIso: now.toISOString(),
      expiresIso: new Date(now.getTime() + RESET_CODE_VALID_MINUTES * 60_000).toISOString(),
    });
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
  const latest = await findLatestResetCode(db, email);
  if (!latest || Date.parse(latest.expires_at) <= now.getTime()) throw invalidCode();
  // The try is counted before the code is checked, atomically: parallel guesses cannot pass 5.
  if (!(await countResetCodeTry(db, latest.id, RESET_CODE_MAX_TRIES)))
    throw new ShopperOutcome('failure', { id: 'resetCodeUsedUp' });
  if (!(await verifySecret(latest.otp_hash, params.Otp))) throw invalidCode();
  const passwordHash = await hashSecret(params.Password, ctx.cost);
  await writeTransaction(db, async (trx) => {
    const used = await useResetCode(trx, latest.id, new Date().toISOString());
    const user = await findUserByEmail(trx, email);
    if (!used || !user) throw invalidCode();
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await revokeAllSessions(trx, user.id);
    const lang = user.language_code === 'ar' ? 'ar' : 'en';
    await ctx.mailer.queue(trx, passwordChangedMail(user.email, user.first_name, lang));
  });
  void ctx.mailer.kick();
  return { answer: {}, message: RESPONSE_MSG.passwordReset };
}

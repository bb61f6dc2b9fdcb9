// Password reset by e-mailed code: the mail (read from the default gateway's folder), the code's
// single use, expiry, 5 tries, replacement, every session revoked, and one answer for known and
// unknown addresses.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_STATUS } from '@bazaar/contract/envelope';
import { MESSAGES, RESPONSE_MSG, SERVER_ERRORS } from '@bazaar/contract/messages';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { authHeaders, latestCode, readMails, signUpAndLogIn } from './accounts.test-support.ts';

describe.each(DIALECTS)('password reset on %s', (dialect) => {
  const t = useTestApp(dialect, {
    seed: false,
    config: { AUTH_ATTEMPTS_PER_ADDRESS: 10_000, RESET_CODES_PER_EMAIL: 100 },
  });
  let mailDir: string;
  beforeAll(async () => {
    mailDir = path.join(t.filesDir, 'mail');
  });

  async function sendCode(email: string, extra: Record<string, unknown> = {}) {
    const answer = await call(t.app, 'sendResetOtp', { Email: email, ...extra });
    await t.app.mailer.kick();
    return answer;
  }

  const change = (email: string, otp: string, password = 'brand-new-pw') =>
    call(t.app, 'changePasswordWithOtp', {
      Email: email,
      Otp: otp,
      Password: password,
      ConfirmPassword: password,
    });

  function expectFailure(answer: Awaited<ReturnType<typeof change>>, message: string) {
    expect(answer.status).toBe(200);
    expect(answer.envelope.statusCode).toBe(OUTCOME_STATUS.failure);
    expect(answer.envelope.message).toBe('');
    expect(answer.envelope.errorMessage).toBe(message);
  }

  it('mails a code, changes the password with it, and ends every session', async () => {
    const { user, row, token } = await signUpAndLogIn(t.app);
    const second = await call(t.app, 'getUserLogin', {
      Email: user.EmailAddress,
      Password: user.Password,
    });
    const sent = await sendCode(user.EmailAddress);
    expect(sent.status).toBe(200);
    expect(sent.envelope).toMatchObject({ statusCode: 200, message: RESPONSE_MSG.otpSent });

    const [mail] = (await readMails(mailDir)).filter(
      (m) => m.to === user.EmailAddress.toLowerCase(),
    );
    expect(mail?.subject).toBe('Your Bazaar password reset code');
    expect(mail?.text).toContain('Hello Asha,');
    expect(mail?.text).toContain('valid for 10 minutes');
    expect(mail?.html).toContain('dir="ltr"');
    const code = await latestCode(mailDir, user.EmailAddress);
    expect(mail?.html).toContain(`>${code}</p>`);

    const changed = await change(user.EmailAddress, code);
    expect(changed.envelope).toMatchObject({
      statusCode: 200,
      message: RESPONSE_MSG.passwordReset,
      errorMessage: '',
    });
    for (const session of [token, second.envelope.token ?? '']) {
      const refused = await call(
        t.app,
        'updateProfile',
        { UserID: row.UserID, FirstName: 'A', LastName: 'B', AddressLineOne: 'C' },
        authHeaders(row.UserID, session),
      );
      expect(refused.status).toBe(401);
    }
    // The owner is told, in the mail after the code.
    await t.app.mailer.kick();
    const notice = (await readMails(mailDir)).findLast(
      (m) => m.to === user.EmailAddress.toLowerCase(),
    );
    expect(notice?.subject).toBe('Your Bazaar password was changed');
    expect(notice?.text).toContain('every device that was logged in has been logged out');
    const oldLogin = await call(t.app, 'getUserLogin', {
      Email: user.EmailAddress,
      Password: user.Password,
    });
    expect(oldLogin.data).toEqual([{ ResponseMsg: MESSAGES.loginFailure }]);
    const newLogin = await call(t.app, 'getUserLogin', {
      Email: user.EmailAddress,
      Password: 'brand-new-pw',
    });
    expect(newLogin.envelope.token).toBeTruthy();

    // Used once: the same code again is refused.
    expectFailure(
      await change(user.EmailAddress, code, 'other-pw-1'),
      SERVER_ERRORS.resetCodeInvalid,
    );
  });

  it('writes the mail in Arabic for an Arabic shopper', async () => {
    const { user } = await signUpAndLogIn(t.app, { languageCode: 'ar', FirstName: 'سارة' });
    await sendCode(user.EmailAddress);
    const mail = (await readMails(mailDir)).findLast(
      (m) => m.to === user.EmailAddress.toLowerCase(),
    );
    expect(mail?.subject).toBe('رمز إعادة تعيين كلمة المرور في بازار');
    expect(mail?.text).toContain('مرحبًا سارة،');
    expect(mail?.text).toContain('10 دقائق');
    expect(mail?.html).toContain('dir="rtl"');
    // The request may name the language too.
    await sendCode(user.EmailAddress, { languageCode: 'en' });
    const english = (await readMails(mailDir)).findLast(
      (m) => m.to === user.EmailAddress.toLowerCase(),
    );
    expect(english?.subject).toBe('Your Bazaar password reset code');
  });

  it('refuses an expired code', async () => {
    const { user } = await signUpAndLogIn(t.app);
    await sendCode(user.EmailAddress);
    const code = await latestCode(mailDir, user.EmailAddress);
    await t.db
      .updateTable('password_reset_otps')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', user.EmailAddress.toLowerCase())
      .execute();
    expectFailure(await change(user.EmailAddress, code), SERVER_ERRORS.resetCodeInvalid);
  });

  it('allows 5 tries: the 6th is refused even with the right code', async () => {
    const { user } = await signUpAndLogIn(t.app);
    await sendCode(user.EmailAddress);
    const code = await latestCode(mailDir, user.EmailAddress);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectFailure(await change(user.EmailAddress, wrong), SERVER_ERRORS.resetCodeInvalid);
    }
    expectFailure(await change(user.EmailAddress, code), SERVER_ERRORS.resetCodeUsedUp);
    // A new code works again.
    await sendCode(user.EmailAddress);
    const fresh = await latestCode(mailDir, user.EmailAddress);
    expect((await change(user.EmailAddress, fresh)).envelope.statusCode).toBe(200);
  });

  it('a new code voids the old one', async () => {
    const { user } = await signUpAndLogIn(t.app);
    await sendCode(user.EmailAddress);
    const first = await latestCode(mailDir, user.EmailAddress);
    await sendCode(user.EmailAddress);
    const second = await latestCode(mailDir, user.EmailAddress);
    if (first !== second) {
      expectFailure(await change(user.EmailAddress, first), SERVER_ERRORS.resetCodeInvalid);
    }
    expect((await change(user.EmailAddress, second)).envelope.statusCode).toBe(200);
  });

  it('answers a known and an unknown address identically, in about the same time', async () => {
    const { user } = await signUpAndLogIn(t.app);
    const unknown = `nobody.${Date.now()}@example.in`;
    const strip = (answer: Awaited<ReturnType<typeof call>>) => ({
      status: answer.status,
      body: answer.response.body,
    });
    expect(strip(await call(t.app, 'sendResetOtp', { Email: unknown }))).toEqual(
      strip(await call(t.app, 'sendResetOtp', { Email: user.EmailAddress })),
    );
    // No mail for the unknown address.
    await t.app.mailer.kick();
    expect((await readMails(mailDir)).some((m) => m.to === unknown)).toBe(false);

    const timeOf = async (email: string) => {
      const started = performance.now();
      await call(t.app, 'sendResetOtp', { Email: email });
      return performance.now() - started;
    };
    const known: number[] = [];
    const other: number[] = [];
    for (let round = 0; round < 9; round += 1) {
      known.push(await timeOf(user.EmailAddress));
      other.push(await timeOf(unknown));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[4] ?? 0;
    const [a, b] = [median(known), median(other)];
    expect(Math.abs(a - b)).toBeLessThan(Math.max(a, b) * 0.5 + 3);
  });
});

// The SMTP gateway against a real SMTP server started inside the test: the reset-code e-mail
// arrives (in Arabic for an Arabic shopper), and a refused send is retried from the outbox.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { newUser } from '../../features/accounts/accounts.test-support.ts';

describe.each(DIALECTS)('mail over SMTP on %s', (dialect) => {
  const received: ParsedMail[] = [];
  let refuseNext = 0;
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            if (refuseNext > 0) {
              refuseNext -= 1;
              callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
              return;
            }
            received.push(mail);
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp(dialect, {
      seed: false,
      config: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Bazaar <no-reply@bazaar.test>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function signUp(overrides: Record<string, unknown> = {}) {
    const user = newUser(overrides);
    await call(t.app, 'signupUser', user);
    return user;
  }

  const to = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

  it('delivers the reset code in Arabic to an Arabic shopper', async () => {
    const user = await signUp({ languageCode: 'ar', FirstName: 'ليلى' });
    const sent = await call(t.app, 'sendResetOtp', { Email: user.EmailAddress });
    expect(sent.envelope.message).toBe('Sent Successfully');
    await t.app.mailer.kick();
    const mail = received.find((m) => to(m) === user.EmailAddress.toLowerCase());
    expect(mail?.from?.value[0]).toMatchObject({ name: 'Bazaar', address: 'no-reply@bazaar.test' });
    expect(mail?.subject).toBe('رمز إعادة تعيين كلمة المرور في بازار');
    expect(mail?.text).toContain('مرحبًا ليلى،');
    expect(mail?.html).toContain('dir="rtl"');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const changed = await call(t.app, 'changePasswordWithOtp', {
      Email: user.EmailAddress,
      Otp: code,
      Password: 'new-secret-1',
      ConfirmPassword: 'new-secret-1',
    });
    expect(changed.envelope.message).toBe('Password reset successfully');
    await t.app.mailer.kick();
    const notice = received.findLast((m) => to(m) === user.EmailAddress.toLowerCase());
    expect(notice?.subject).toBe('تم تغيير كلمة المرور لحسابك في بازار');
  });

  it('keeps a refused message in the outbox and sends it on a later try', async () => {
    const user = await signUp();
    refuseNext = 1;
    await call(t.app, 'sendResetOtp', { Email: user.EmailAddress });
    await t.app.mailer.kick();
    const row = () =>
      t.db
        .selectFrom('outbox_emails')
        .selectAll()
        .where('to_email', '=', user.EmailAddress.toLowerCase())
        .executeTakeFirstOrThrow();
    const failed = await row();
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed.last_error).toContain('Try again later');
    expect(Date.parse(failed.next_attempt_at ?? '')).toBeGreaterThan(Date.now());
    expect(received.some((m) => to(m) === user.EmailAddress.toLowerCase())).toBe(false);

    // The back-off has passed.
    await t.db
      .updateTable('outbox_emails')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', failed.id)
      .execute();
    await t.app.mailer.kick();
    const sent = await row();
    expect(sent.sent_at).not.toBeNull();
    // The delivered body (the code) is not kept.
    expect(sent).toMatchObject({ text_body: '', html_body: null, last_error: null });
    expect(received.filter((m) => to(m) === user.EmailAddress.toLowerCase())).toHaveLength(1);
  });
});

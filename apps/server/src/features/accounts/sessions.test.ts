// Sessions through the shared user hook: another user's UserID, expiry (idle and absolute),
// the idle deadline sliding with use, and the password hash upgraded at login.
import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { hashToken } from '../../auth/current-user.ts';
import { DIALECTS } from '../../test/databases.ts';
import { buildAppBeside, call, useTestApp } from '../../test/test-app.ts';
import { authHeaders, signUpAndLogIn } from './accounts.test-support.ts';

const DAY = 24 * 3600_000;

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  const t = useTestApp(dialect, { seed: false });

  const profile = (userId: number) => ({
    UserID: userId,
    FirstName: 'Asha',
    LastName: 'Rao',
    AddressLineOne: '14 Linking Road',
  });

  async function expectRefused(userId: number, headers: Record<string, string>) {
    const answer = await call(t.app, 'updateProfile', profile(userId), headers);
    expect(answer.status).toBe(401);
    expect(answer.envelope).toMatchObject({
      statusCode: 401,
      isAuthorized: false,
      errorMessage: SERVER_ERRORS.unauthorized,
    });
  }

  it("refuses A's token with B's UserID, in the header or in the body", async () => {
    const a = await signUpAndLogIn(t.app);
    const b = await signUpAndLogIn(t.app);
    await expectRefused(b.row.UserID, authHeaders(b.row.UserID, a.token));
    await expectRefused(b.row.UserID, authHeaders(a.row.UserID, a.token));
    await expectRefused(a.row.UserID, { Token: '', UserID: '' });
    await expectRefused(a.row.UserID, authHeaders(a.row.UserID, `${a.token}x`));
    const own = await call(
      t.app,
      'updateProfile',
      profile(a.row.UserID),
      authHeaders(a.row.UserID, a.token),
    );
    expect(own.status).toBe(200);
  });

  it('refuses an expired session: idle and absolute', async () => {
    for (const column of ['expires_at', 'absolute_expires_at'] as const) {
      const a = await signUpAndLogIn(t.app);
      await t.db
        .updateTable('auth_tokens')
        .set({ [column]: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(a.token))
        .execute();
      await expectRefused(a.row.UserID, authHeaders(a.row.UserID, a.token));
    }
  });

  it('opens a session for 30 idle days, at most 90, and slides the idle deadline with use', async () => {
    const started = Date.now();
    const a = await signUpAndLogIn(t.app);
    const token = () =>
      t.db
        .selectFrom('auth_tokens')
        .selectAll()
        .where('token_hash', '=', hashToken(a.token))
        .executeTakeFirstOrThrow();
    const opened = await token();
    expect(Date.parse(opened.expires_at) - started).toBeGreaterThanOrEqual(30 * DAY - 60_000);
    expect(Date.parse(opened.expires_at) - started).toBeLessThanOrEqual(30 * DAY + 60_000);
    expect(Date.parse(opened.absolute_expires_at ?? '') - started).toBeGreaterThanOrEqual(
      90 * DAY - 60_000,
    );
    // Ten days of silence later, one call moves the idle deadline to 30 days from now.
    const earlier = new Date(Date.parse(opened.expires_at) - 10 * DAY).toISOString();
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: earlier })
      .where('id', '=', opened.id)
      .execute();
    await call(t.app, 'updateProfile', profile(a.row.UserID), authHeaders(a.row.UserID, a.token));
    const slid = await token();
    expect(Date.parse(slid.expires_at)).toBeGreaterThan(Date.parse(earlier) + 9 * DAY);
    // Never past the absolute expiry.
    const soon = new Date(Date.now() + DAY).toISOString();
    await t.db
      .updateTable('auth_tokens')
      .set({ absolute_expires_at: soon, expires_at: new Date(Date.now() + 3600_000).toISOString() })
      .where('id', '=', opened.id)
      .execute();
    await call(t.app, 'updateProfile', profile(a.row.UserID), authHeaders(a.row.UserID, a.token));
    expect((await token()).expires_at).toBe(soon);
  });

  it('takes its idle and absolute times from the configuration', async () => {
    const short = await buildAppBeside(t, dialect, {
      SESSION_IDLE_DAYS: 1,
      SESSION_ABSOLUTE_DAYS: 2,
    });
    try {
      const a = await signUpAndLogIn(short);
      const row = await t.db
        .selectFrom('auth_tokens')
        .selectAll()
        .where('token_hash', '=', hashToken(a.token))
        .executeTakeFirstOrThrow();
      expect(row.idle_seconds).toBe(86_400);
      expect(Date.parse(row.absolute_expires_at ?? '') - Date.parse(row.created_at)).toBe(2 * DAY);
    } finally {
      await short.close();
    }
  });

  it('upgrades a password hash to the configured cost at the next login', async () => {
    const a = await signUpAndLogIn(t.app);
    const stored = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', a.row.UserID)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const before = await stored();
    expect(before).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stronger = await buildAppBeside(t, dialect, {
      PASSWORD_HASH_MEMORY_KIB: 24_576,
      PASSWORD_HASH_ITERATIONS: 3,
    });
    try {
      const login = await call(stronger, 'getUserLogin', {
        Email: a.user.EmailAddress,
        Password: a.user.Password,
      });
      expect(login.envelope.token).toBeTruthy();
    } finally {
      await stronger.close();
    }
    const after = await stored();
    expect(parseOptions(after)).toMatchObject({ memoryCost: 24_576, timeCost: 3, parallelism: 1 });
    // And the upgraded hash still logs in on the first instance.
    const again = await call(t.app, 'getUserLogin', {
      Email: a.user.EmailAddress,
      Password: a.user.Password,
    });
    expect(again.envelope.token).toBeTruthy();
  });
});

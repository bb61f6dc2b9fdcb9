// Signup, login, sessions, profile and logout through the API, on every test dialect.
import { describe, expect, it } from 'vitest';
import { LOCATION_NOT_SELECTED } from '@bazaar/contract/constants';
import { OUTCOME_STATUS } from '@bazaar/contract/envelope';
import { MESSAGES, RESPONSE_MSG, SERVER_ERRORS } from '@bazaar/contract/messages';
import type { LoginRow } from '@bazaar/contract/schemas/accounts';
import { hashToken } from '../../auth/current-user.ts';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { newUser, signUpAndLogIn, authHeaders } from './accounts.test-support.ts';

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('signs up, then logs in with the user row of §3 and a token', async () => {
    const user = newUser({ CountryID: '1', StateProvinceId: '1' });
    const signup = await call(t.app, 'signupUser', user);
    expect(signup.status).toBe(200);
    expect(signup.data).toEqual([{ ResponseMsg: RESPONSE_MSG.saved }]);

    const login = await call<LoginRow[]>(t.app, 'getUserLogin', {
      Email: user.EmailAddress.toUpperCase(),
      Password: user.Password,
    });
    expect(login.envelope.statusCode).toBe(200);
    const [row] = login.data;
    expect(row).toMatchObject({
      ResponseMsg: RESPONSE_MSG.login,
      FirstName: user.FirstName,
      LastName: user.LastName,
      EmailAddress: user.EmailAddress.toLowerCase(),
      AddressLineOne: user.AddressLineOne,
      CountryID: 1,
      StateProvinceID: 1,
      CityID: LOCATION_NOT_SELECTED,
      CityName: '',
      MobileNo: '',
    });
    expect(row?.CountryName).not.toBe('');
    expect(row?.StateName).not.toBe('');
    expect(login.envelope.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(login.data)).not.toContain(user.Password);
    const stored = await t.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', row?.UserID ?? 0)
      .execute();
    expect(stored.map((token) => token.token_hash)).toEqual([
      hashToken(login.envelope.token ?? ''),
    ]);
  });

  it('answers the -999 sentinel for places not chosen', async () => {
    const { row } = await signUpAndLogIn(t.app, { CountryID: '-999' });
    expect(row).toMatchObject({
      CountryID: LOCATION_NOT_SELECTED,
      StateProvinceID: LOCATION_NOT_SELECTED,
      CityID: LOCATION_NOT_SELECTED,
      CountryName: '',
    });
  });

  it('keeps a country chosen on the profile without a state', async () => {
    const { row, token } = await signUpAndLogIn(t.app, { CountryID: '-999' });
    const headers = authHeaders(row.UserID, token);
    const profile = { UserID: row.UserID, FirstName: 'A', LastName: 'B', AddressLineOne: 'x' };
    const saved = await call(t.app, 'updateProfile', { ...profile, CountryID: 1 }, headers);
    expect(saved.envelope.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select(['country_id', 'state_province_id'])
      .where('id', '=', row.UserID)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ country_id: 1, state_province_id: null });
  });

  it('refuses an e-mail already taken, in any case', async () => {
    const user = newUser();
    await call(t.app, 'signupUser', user);
    const again = await call(t.app, 'signupUser', {
      ...newUser(),
      EmailAddress: `  ${user.EmailAddress.toUpperCase()} `,
    });
    expect(again.status).toBe(200);
    expect(again.envelope.statusCode).toBe(OUTCOME_STATUS.validation);
    expect(again.envelope.errorMessage).toBe(MESSAGES.emailExists);
    expect(again.data).toEqual([{ ResponseMsg: MESSAGES.emailExists }]);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = newUser();
    await call(t.app, 'signupUser', user);
    const wrong = await call(t.app, 'getUserLogin', {
      Email: user.EmailAddress,
      Password: 'not-the-password',
    });
    const unknown = await call(t.app, 'getUserLogin', {
      Email: `nobody-${user.EmailAddress}`,
      Password: 'whatever1',
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.envelope.statusCode).toBe(OUTCOME_STATUS.failure);
      expect(answer.data).toEqual([{ ResponseMsg: MESSAGES.loginFailure }]);
      expect(answer.envelope.token).toBeUndefined();
    }
  });

  it('logout revokes the presented token, and it is refused afterwards', async () => {
    const { row, token } = await signUpAndLogIn(t.app);
    const headers = authHeaders(row.UserID, token);
    const profile = { UserID: row.UserID, FirstName: 'New', LastName: 'Name', AddressLineOne: 'x' };
    expect((await call(t.app, 'updateProfile', profile, headers)).status).toBe(200);
    const out = await call(t.app, 'logout', {}, headers);
    expect(out.data).toEqual({ ResponseMsg: RESPONSE_MSG.loggedOut });
    const after = await call(t.app, 'updateProfile', profile, headers);
    expect(after.status).toBe(401);
    expect(after.envelope.errorMessage).toBe(SERVER_ERRORS.unauthorized);
  });
});

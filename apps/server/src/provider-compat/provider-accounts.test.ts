// The provider's storefront, unchanged, through its whole account journey against Bazaar:
// signup, login, profile, password reset by code, seller request with its encoded password.
// Each call as it sends it (raw body, its headers); each answer read the way its code reads it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { latestCode } from '../features/accounts/accounts.test-support.ts';
import { DIALECTS } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { VISITOR_HEADERS } from './provider-calls.test-support.ts';
import {
  PROVIDER_SIGNUP,
  providerLogin,
  providerProfileUpdate,
  providerResetStep2,
  providerSellerRequest,
  type ProviderUser,
} from './provider-accounts.test-support.ts';

describe.each(DIALECTS)("the provider's account screens against Bazaar on %s", (dialect) => {
  const t = useTestApp(dialect);
  let user: ProviderUser;
  let token: string;

  /** Like its axios client: only an HTTP 2xx answer reaches its screen. */
  async function send(
    key: EndpointKey,
    params: Record<string, unknown>,
    headers: Record<string, string> = VISITOR_HEADERS,
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS[key]),
      headers,
      payload: JSON.stringify({ requestParameters: params }),
    });
    expect(response.statusCode, 'only HTTP 2xx reaches its screens').toBe(200);
    const envelope = response.json<Envelope>();
    return { envelope, data: JSON.parse(envelope.data) as unknown };
  }

  const loggedInHeaders = () => ({ ...VISITOR_HEADERS, Token: token, UserID: String(user.UserID) });

  it('Signup: "Saved Successfully"', async () => {
    const { data } = await send('signupUser', { ...PROVIDER_SIGNUP });
    expect((data as { ResponseMsg: string }[])[0]?.ResponseMsg).toBe('Saved Successfully');
  });

  it('Login: "Login Successfully", the user row it stores, and the token', async () => {
    const { envelope, data } = await send(
      'getUserLogin',
      providerLogin(PROVIDER_SIGNUP.EmailAddress, PROVIDER_SIGNUP.Password),
    );
    const rows = data as (ProviderUser & { ResponseMsg: string })[];
    expect(rows[0]?.ResponseMsg).toBe('Login Successfully');
    expect(typeof envelope.token).toBe('string');
    token = envelope.token ?? '';
    user = rows[0] as ProviderUser;
    expect(user.UserID).toBeGreaterThan(0);
    // Its profile screen loads the cities of the stored state (`StateProvinceID ?? 0`): "none"
    // (-999) lists none.
    expect(user.StateProvinceID).toBe(-999);
    const cities = await send(
      'getCitiesList',
      { StateProvinceId: user.StateProvinceID, recordValueJson: '[]' },
      loggedInHeaders(),
    );
    expect(cities.data).toEqual([]);
  });

  it('Login with a wrong password: no "Login Successfully", so its error toast', async () => {
    const { envelope, data } = await send(
      'getUserLogin',
      providerLogin(PROVIDER_SIGNUP.EmailAddress, 'wrong-password'),
    );
    expect((data as { ResponseMsg: string }[])[0]?.ResponseMsg).not.toBe('Login Successfully');
    expect(envelope.token).toBeUndefined();
  });

  it('UpdateProfile: "Saved Successfully" with the values it kept from login', async () => {
    const states = await send('getStatesList', { CountryId: 1, recordValueJson: '[]' });
    const [state] = states.data as { StateProvinceID: number }[];
    const { data } = await send(
      'updateProfile',
      providerProfileUpdate(user, {
        FirstName: 'Asha K.',
        StateProvinceID: state?.StateProvinceID ?? 1,
      }),
      loggedInHeaders(),
    );
    expect((data as { ResponseMsg: string }[])[0]?.ResponseMsg).toBe('Saved Successfully');
    // Untouched selects send back the -999 the login answered.
    const again = await send('updateProfile', providerProfileUpdate(user), loggedInHeaders());
    expect((again.data as { ResponseMsg: string }[])[0]?.ResponseMsg).toBe('Saved Successfully');
  });

  it('ResetPassword: statusCode 200 with "Sent Successfully", then "Password reset successfully"', async () => {
    const step1 = await send('sendResetOtp', { Email: PROVIDER_SIGNUP.EmailAddress });
    expect(step1.envelope).toMatchObject({ statusCode: 200, message: 'Sent Successfully' });
    await t.app.mailer.kick();
    const code = await latestCode(path.join(t.filesDir, 'mail'), PROVIDER_SIGNUP.EmailAddress);
    const wrong = await send(
      'changePasswordWithOtp',
      providerResetStep2(
        PROVIDER_SIGNUP.EmailAddress,
        code === '99999' ? '88888' : '99999',
        'new-pass-1',
      ),
    );
    expect(wrong.envelope.statusCode).not.toBe(200);
    expect(wrong.envelope.errorMessage).not.toBe('');
    const step2 = await send(
      'changePasswordWithOtp',
      providerResetStep2(PROVIDER_SIGNUP.EmailAddress, code, 'new-pass-1'),
    );
    expect(step2.envelope).toMatchObject({
      statusCode: 200,
      message: 'Password reset successfully',
    });
  });

  it('BecomeVendor: the encoded password, sent back without a confirmation', async () => {
    const encoded = await send('encodePassword', { Password: 'seller-pw-1' });
    const { Password } = encoded.data as { Password: string };
    expect(Password).not.toContain('seller-pw-1');
    const { data } = await send('createVendorRequest', providerSellerRequest(Password));
    expect((data as { ResponseMsg: string }[])[0]?.ResponseMsg).toBe('Saved Successfully');
  });
});

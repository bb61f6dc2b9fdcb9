// Answers carrying a token or personal data must never be kept by a browser, proxy or CDN
// (issue 17, item 15). Walks every endpoint of the contract, as a visitor and logged in,
// whatever it answers (data, outcome, 400, 401, 404), and the download and unknown paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOWNLOAD_PATH_PREFIX,
  ENDPOINTS,
  endpointPath,
  type EndpointKey,
} from '@bazaar/contract/endpoints';
import { authHeaders, signUpAndLogIn } from './features/accounts/accounts.test-support.ts';
import { DIALECTS } from './test/databases.ts';
import { call, createTestApp, type TestApp } from './test/test-app.ts';

const KEYS = Object.keys(ENDPOINTS) as EndpointKey[];

describe.each(DIALECTS)('Cache-Control: no-store on %s', (dialect) => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUpAndLogIn>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    shopper = await signUpAndLogIn(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it('on the login and signup answers that carry the token and the profile', async () => {
    const again = await signUpAndLogIn(t.app);
    expect(again.token).not.toBe('');
    const login = await call(t.app, 'getUserLogin', {
      Email: again.user.EmailAddress,
      Password: again.user.Password,
    });
    expect(login.envelope.token).toBeTruthy();
    expect(login.response.headers['cache-control']).toBe('no-store');
    const signup = await call(t.app, 'signupUser', { ...again.user, EmailAddress: 'x@y.in' });
    expect(signup.response.headers['cache-control']).toBe('no-store');
  });

  it('on the order history of a logged-in shopper', async () => {
    const headers = authHeaders(shopper.row.UserID, shopper.token);
    const history = await call(t.app, 'getOrderHistory', { UserId: shopper.row.UserID }, headers);
    expect(history.status).toBe(200);
    expect(history.response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a visitor', false],
    ['a logged-in shopper', true],
  ])('on every endpoint, called by %s, whatever it answers', async (_who, loggedIn) => {
    const headers = loggedIn ? authHeaders(shopper.row.UserID, shopper.token) : {};
    const missing: string[] = [];
    for (const key of KEYS) {
      const params = loggedIn ? { UserId: shopper.row.UserID, UserID: shopper.row.UserID } : {};
      const { response } = await call(t.app, key, params, headers);
      if (response.headers['cache-control'] !== 'no-store') {
        missing.push(
          `${key} (${response.statusCode}): ${String(response.headers['cache-control'])}`,
        );
      }
    }
    expect(missing).toEqual([]);
  });

  it('on downloads refused, unknown API paths and both slash forms', async () => {
    for (const url of [
      `${DOWNLOAD_PATH_PREFIX}/1`,
      `${DOWNLOAD_PATH_PREFIX}/1/not-a-token`,
      '/api/v1/dynamic/dataoperation/no-such-endpoint',
      `/${endpointPath(ENDPOINTS.getUserLogin)}`,
    ]) {
      const response = await t.app.inject({
        method: url.includes('download') ? 'GET' : 'POST',
        url,
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

// Throttles hold across instances: two apps on one database share every count, and a limited
// call gets HTTP 429 with "Too many attempts. Please try again in N minutes." before any hashing.
// Failed logins are counted per account and address, so no one can lock the owner out.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Config } from '../config.ts';
import { DIALECTS } from '../test/databases.ts';
import { buildAppBeside, call, createTestApp, type TestApp } from '../test/test-app.ts';
import { newUser } from '../features/accounts/accounts.test-support.ts';

const LIMITS: Partial<Config> = {
  LOGIN_ATTEMPTS_PER_ACCOUNT: 3,
  LOGIN_ACCOUNT_CEILING: 5,
  AUTH_ATTEMPTS_PER_ADDRESS: 4,
  RESET_CODES_PER_EMAIL: 2,
};
const TOO_MANY = /^Too many attempts\. Please try again in (1[0-5]|[1-9]) minutes?\.$/;

describe.each(DIALECTS)('account throttles with two instances on %s', (dialect) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, config: LIMITS });
    other = await buildAppBeside(t, dialect, LIMITS);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** POSTs from `ip`, to one instance or the other by `index`. */
  async function post(index: number, ip: string, key: EndpointKey, params: object) {
    const app = index % 2 === 0 ? t.app : other;
    const response = await app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS[key]),
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: { requestParameters: params },
    });
    const answer = response.json<{ statusCode: number; errorMessage: string }>();
    if (answer.statusCode === 429) {
      const wait = Number(response.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15 * 60);
    }
    return answer;
  }

  function expectLimited(answer: { statusCode: number; errorMessage: string }) {
    expect(answer.statusCode).toBe(429);
    expect(answer.errorMessage).toMatch(TOO_MANY);
  }

  const login = (index: number, ip: string, Email: string, Password: string) =>
    post(index, ip, 'getUserLogin', { Email, Password });

  it('failed logins per account and address: a guesser is refused, the owner elsewhere is not', async () => {
    const user = newUser();
    await call(t.app, 'signupUser', user);
    for (let i = 0; i < 3; i += 1) {
      const answer = await login(i, '198.51.100.1', user.EmailAddress, 'wrong-password');
      expect(answer.statusCode).toBe(501);
    }
    // From the guesser's address even the right password is refused now, without being checked.
    expectLimited(await login(3, '198.51.100.1', user.EmailAddress.toUpperCase(), user.Password));
    // The owner, from an address of their own, is not locked out (ASVS 2.2.1), on either instance.
    expect((await login(0, '198.51.100.2', user.EmailAddress, user.Password)).statusCode).toBe(200);
    expect((await login(1, '198.51.100.3', user.EmailAddress, user.Password)).statusCode).toBe(200);
  });

  it('past the account-wide ceiling only addresses without failures may try', async () => {
    const user = newUser();
    await call(t.app, 'signupUser', user);
    const email = user.EmailAddress;
    for (let i = 0; i < 3; i += 1) {
      expect((await login(i, '198.51.100.11', email, 'wrong-1')).statusCode).toBe(501);
    }
    for (let i = 0; i < 2; i += 1) {
      expect((await login(i, '198.51.100.12', email, 'wrong-2')).statusCode).toBe(501);
    }
    // Five failures reach the ceiling: an address that already failed is refused, even with
    // the right password and under its own limit of three.
    expectLimited(await login(0, '198.51.100.12', email, user.Password));
    // A fresh address gets its one try; after a failure it is refused too.
    expect((await login(1, '198.51.100.13', email, 'wrong-3')).statusCode).toBe(501);
    expectLimited(await login(0, '198.51.100.13', email, 'wrong-3'));
    // The owner's own address, without failures, still logs in.
    expect((await login(1, '198.51.100.14', email, user.Password)).statusCode).toBe(200);
  });

  it('logins per address', async () => {
    for (let i = 0; i < 4; i += 1) {
      const answer = await post(i, '203.0.113.7', 'getUserLogin', {
        Email: `someone${i}@example.in`,
        Password: 'whatever1',
      });
      expect(answer.statusCode).toBe(501);
    }
    expectLimited(
      await post(4, '203.0.113.7', 'getUserLogin', { Email: 'x@example.in', Password: 'y12345' }),
    );
  });

  it('signups per address', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await post(i, '203.0.113.8', 'signupUser', newUser())).statusCode).toBe(200);
    }
    expectLimited(await post(4, '203.0.113.8', 'signupUser', newUser()));
  });

  it('reset codes per e-mail and per address, and code checks per address', async () => {
    const email = newUser().EmailAddress;
    for (let i = 0; i < 2; i += 1) {
      expect((await post(i, `192.0.2.${i + 1}`, 'sendResetOtp', { Email: email })).statusCode).toBe(
        200,
      );
    }
    expectLimited(await post(2, '192.0.2.50', 'sendResetOtp', { Email: email }));

    for (let i = 0; i < 4; i += 1) {
      const answer = await post(i, '192.0.2.77', 'sendResetOtp', { Email: `p${i}-${email}` });
      expect(answer.statusCode).toBe(200);
    }
    expectLimited(await post(4, '192.0.2.77', 'sendResetOtp', { Email: `p9-${email}` }));

    const check = {
      Email: email,
      Otp: '123456',
      Password: 'secret12',
      ConfirmPassword: 'secret12',
    };
    for (let i = 0; i < 4; i += 1) {
      expect((await post(i, '192.0.2.88', 'changePasswordWithOtp', check)).statusCode).toBe(501);
    }
    expectLimited(await post(4, '192.0.2.88', 'changePasswordWithOtp', check));
  });
});

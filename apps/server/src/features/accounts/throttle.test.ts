// Throttles hold across instances: two apps on one database share every count, and a limited
// call gets HTTP 429 with "Too many attempts. Please try again in N minutes." before any hashing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { buildApp } from '../../app.ts';
import { testConfig, type Config } from '../../config.ts';
import { wrapDatabase } from '../../open-database.ts';
import { DIALECTS } from '../../test/databases.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { newUser } from './accounts-test-helpers.ts';

const LIMITS: Partial<Config> = {
  LOGIN_ATTEMPTS_PER_ACCOUNT: 3,
  AUTH_ATTEMPTS_PER_ADDRESS: 4,
  RESET_CODES_PER_EMAIL: 2,
};
const TOO_MANY = /^Too many attempts\. Please try again in (1[0-5]|[1-9]) minutes?\.$/;

describe.each(DIALECTS)('account throttles with two instances on %s', (dialect) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, config: LIMITS });
    other = await buildApp(testConfig({ ...LIMITS, MAIL_DIR: `${t.filesDir}/mail` }), {
      database: wrapDatabase({ db: t.db, dialect, destroy: async () => {} }),
    });
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

  it('failed logins per account, from any address and instance', async () => {
    const user = newUser();
    await call(t.app, 'signupUser', user);
    for (let i = 0; i < 3; i += 1) {
      const answer = await post(i, `198.51.100.${i + 1}`, 'getUserLogin', {
        Email: user.EmailAddress,
        Password: 'wrong-password',
      });
      expect(answer.statusCode).toBe(501);
    }
    // Even the right password is refused now, without being checked.
    expectLimited(
      await post(3, '198.51.100.9', 'getUserLogin', {
        Email: user.EmailAddress.toUpperCase(),
        Password: user.Password,
      }),
    );
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

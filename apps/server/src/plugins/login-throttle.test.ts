// The login throttle's parts that the API tests do not time: the growing, bounded delay once an
// account has more failures than one address may make, and slots given back on success.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase, DIALECTS } from '../test/databases.ts';
import { admitLogin } from './login-throttle.ts';
import type { Limits } from './throttle.ts';

const LIMITS: Limits = {
  loginPerAccount: 1,
  loginAccountCeiling: 100,
  loginDelayMaxMs: 250,
  perAddress: 1000,
  resetCodesPerEmail: 3,
};

describe.each(DIALECTS)('login throttle on %s', (dialect) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
  });
  afterAll(() => handle.destroy());

  /** How long admitting one attempt took, in ms. */
  async function timed(email: string, ip: string) {
    const started = performance.now();
    const attempt = await admitLogin(handle.db, LIMITS, email, ip);
    return { attempt, ms: performance.now() - started };
  }

  it('waits longer as the account collects failures, never past the bound', async () => {
    const email = 'target@example.in';
    expect((await timed(email, '192.0.2.1')).ms).toBeLessThan(100);
    for (let i = 2; i <= 4; i += 1) await timed(email, `192.0.2.${i}`);
    // Four failures, one allowed per address: 3 × 100 ms, bounded at 250 ms.
    const { ms } = await timed(email, '192.0.2.5');
    expect(ms).toBeGreaterThanOrEqual(240);
    expect(ms).toBeLessThan(1000);
  });

  it('gives the slots back when the password was right', async () => {
    const email = 'owner@example.in';
    for (let i = 0; i < 3; i += 1) {
      const { attempt } = await timed(email, '198.51.100.7');
      await attempt.succeeded();
    }
    // Three right passwords in a row from one address count as no failure.
    expect((await timed(email, '198.51.100.7')).ms).toBeLessThan(100);
  });
});

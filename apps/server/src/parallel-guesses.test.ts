// Guess limits hold under parallel attack: two app instances on one database (each with its own
// connection pool on PostgreSQL), hit at once over real sockets. Counting a failure only after
// the password or code was checked let every guess that arrived before the first count was
// written be evaluated (300 of 300 logins, 86 of 200 coupon codes). Figures are printed.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { buildApp } from './app.ts';
import { testConfig, type Config } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import type { DialectName } from './db/schema.ts';
import { newUser } from './features/accounts/accounts.test-support.ts';
import { cartLine, insertTestProducts } from './features/cart/cart-products.test-support.ts';
import { wrapDatabase } from './open-database.ts';
import { DIALECTS } from './test/databases.ts';
import { listenOnLoopback } from './test/raw-http.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const CONFIG: Partial<Config> = {
  AUTH_ATTEMPTS_PER_ADDRESS: 10_000,
  LOGIN_ATTEMPTS_PER_ACCOUNT: 10,
  LOGIN_ACCOUNT_CEILING: 20,
  COUPON_ATTEMPTS_PER_ADDRESS: 20,
  // The test client names its address in X-Forwarded-For (one proxy: the test itself).
  TRUST_PROXY: 1,
};

/** A second handle on the test app's database: its own pool on PostgreSQL. */
async function secondHandle(t: TestApp, dialect: DialectName): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') return { db: t.db, dialect, destroy: async () => {} };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  return createDatabase({ databaseUrl: process.env.DATABASE_URL, pgSchema: rows[0]?.schema });
}

describe.each(DIALECTS)('parallel guesses over two instances on %s', (dialect) => {
  let t: TestApp;
  let other: FastifyInstance;
  let handle: DatabaseHandle;
  const ports: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: CONFIG });
    handle = await secondHandle(t, dialect);
    other = await buildApp(testConfig({ ...CONFIG, MAIL_DIR: `${t.filesDir}/mail` }), {
      database: wrapDatabase(handle),
    });
    ports.push(await listenOnLoopback(t.app), await listenOnLoopback(other));
  }, 60_000);
  afterAll(async () => {
    await other.close();
    await handle.destroy();
    await t.close();
  });

  /** The i-th call goes to one instance or the other; returns the envelope. */
  async function post(i: number, ip: string, key: EndpointKey, params: object) {
    const port = ports[i % 2] ?? 0;
    const response = await fetch(`http://127.0.0.1:${port}${endpointPath(ENDPOINTS[key])}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ requestParameters: params }),
    });
    return (await response.json()) as Envelope;
  }

  /** Fires `count` calls at once; counts the answers by envelope status. */
  async function burst(count: number, send: (i: number) => Promise<Envelope>) {
    const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
    const tally = new Map<number, number>();
    for (const answer of answers)
      tally.set(answer.statusCode, (tally.get(answer.statusCode) ?? 0) + 1);
    return tally;
  }

  it('50 parallel wrong passwords from one address: at most 10 are checked', async () => {
    const user = newUser();
    expect((await post(0, '198.51.100.1', 'signupUser', user)).statusCode).toBe(200);
    const tally = await burst(50, (i) =>
      post(i, '203.0.113.1', 'getUserLogin', { Email: user.EmailAddress, Password: `guess-${i}` }),
    );
    const checked = tally.get(501) ?? 0;
    console.log(`[${dialect}] login, 50 parallel from one address: ${checked} checked`);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked + (tally.get(429) ?? 0)).toBe(50);
    // The owner, elsewhere, still logs in.
    const owner = await post(1, '198.51.100.2', 'getUserLogin', {
      Email: user.EmailAddress,
      Password: user.Password,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('300 parallel wrong passwords from 10 addresses: the account ceiling holds', async () => {
    const user = newUser();
    expect((await post(0, '198.51.100.3', 'signupUser', user)).statusCode).toBe(200);
    const tally = await burst(300, (i) =>
      post(i, `203.0.113.${10 + (i % 10)}`, 'getUserLogin', {
        Email: user.EmailAddress,
        Password: `guess-${i}`,
      }),
    );
    const checked = tally.get(501) ?? 0;
    console.log(`[${dialect}] login, 300 parallel from 10 addresses: ${checked} checked`);
    // The ceiling (20), plus the one try each address without failures is always given.
    expect(checked).toBeLessThanOrEqual(20 + 10);
    expect(checked + (tally.get(429) ?? 0)).toBe(300);
  }, 60_000);

  it('200 parallel unknown coupon codes from one address: at most 20 are looked up', async () => {
    const products = await insertTestProducts(t.db, 'guesses');
    const cartJsonData = JSON.stringify([cartLine(products.attar, 1)]);
    const tally = await burst(200, (i) =>
      post(i, '203.0.113.50', 'getCouponDiscount', { CouponCode: `GUESS${i}`, cartJsonData }),
    );
    const checked = tally.get(200) ?? 0;
    console.log(`[${dialect}] coupon, 200 parallel unknown codes: ${checked} looked up`);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(20);
    expect(checked + (tally.get(429) ?? 0)).toBe(200);
  }, 60_000);
});

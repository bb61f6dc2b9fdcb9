// Coupon guessing is throttled per client address, in the database, so two instances share the
// count: refused codes count, usable ones do not; past the limit every coupon call from that
// address is HTTP 429 "Too many attempts. Please try again in N minutes." until the window ends.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { DIALECTS } from '../../test/databases.ts';
import { buildAppBeside, createTestApp, type TestApp } from '../../test/test-app.ts';
import { cartLine, insertTestProducts, type TestProducts } from './cart-products.test-support.ts';

const LIMIT = 3;
const TOO_MANY = /^Too many attempts\. Please try again in (1[0-5]|[1-9]) minutes?\.$/;

describe.each(DIALECTS)('coupon guessing on %s', (dialect) => {
  let t: TestApp;
  let other: FastifyInstance;
  let p: TestProducts;
  beforeAll(async () => {
    const config = { COUPON_ATTEMPTS_PER_ADDRESS: LIMIT };
    t = await createTestApp(dialect, { config });
    other = await buildAppBeside(t, dialect, config);
    p = await insertTestProducts(t.db, 'throttle');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** One coupon call from `ip`, to one instance or the other by `index`. */
  async function apply(index: number, ip: string, code: string) {
    const response = await (index % 2 === 0 ? t.app : other).inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS.getCouponDiscount),
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: {
        requestParameters: {
          CouponCode: code,
          cartJsonData: JSON.stringify([cartLine(p.attar, 1)]),
        },
      },
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      envelope: response.json<Envelope>(),
    };
  }

  it('lets a shopper apply a usable code again and again', async () => {
    for (let i = 0; i < LIMIT * 3; i += 1) {
      const { status, envelope } = await apply(i, '198.51.100.1', 'WELCOME10');
      expect(status).toBe(200);
      expect(JSON.parse(envelope.data)).toMatchObject({ DiscountAmount: 50 });
    }
  });

  it('refuses a guesser after the limit, on both instances, with a clear 429', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      const { status, envelope } = await apply(i, '198.51.100.2', `GUESS${i}`);
      expect(status).toBe(200);
      expect(JSON.parse(envelope.data)).toMatchObject({
        Reason: 'There is no coupon with this code.',
      });
    }
    for (const index of [0, 1]) {
      // Even a real code: the address is limited, not the code.
      const { status, headers, envelope } = await apply(index, '198.51.100.2', 'WELCOME10');
      expect(status).toBe(429);
      expect(envelope.statusCode).toBe(429);
      expect(envelope.errorMessage).toMatch(TOO_MANY);
      expect(Number(headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // Another address is not affected.
    expect((await apply(0, '198.51.100.3', 'WELCOME10')).status).toBe(200);
  });

  it('counts expired and used-up codes too (they tell a guesser a code exists)', async () => {
    for (const code of ['FESTIVE25', 'FIRST100', 'SUMMER15']) {
      expect((await apply(1, '198.51.100.4', code)).status).toBe(200);
    }
    expect((await apply(0, '198.51.100.4', 'FLAT200')).status).toBe(429);
  });
});

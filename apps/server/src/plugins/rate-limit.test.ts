import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { DIALECTS } from '../test/databases.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';
import { hitRateLimit } from './rate-limit.ts';

describe.each(DIALECTS)('form rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, config: { FORM_RATE_LIMIT_PER_MINUTE: 2 } });
  });
  afterAll(() => t.close());

  it('counts hits per window and starts over when the window has passed', async () => {
    const limit = { bucket: 'unit', max: 2, windowSeconds: 60 };
    const start = new Date('2026-01-01T10:00:00.000Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    expect(await hitRateLimit(t.db, limit, '10.0.0.1', at(0))).toBe(true);
    expect(await hitRateLimit(t.db, limit, '10.0.0.1', at(10))).toBe(true);
    expect(await hitRateLimit(t.db, limit, '10.0.0.1', at(20))).toBe(false);
    expect(await hitRateLimit(t.db, limit, '10.0.0.2', at(20))).toBe(true);
    expect(await hitRateLimit(t.db, limit, '10.0.0.1', at(61))).toBe(true);
  });

  it('answers 429 with a clear message past the limit, and stores nothing more', async () => {
    const params = { SubscriberEmail: 'limit@example.in' };
    expect((await call(t.app, 'insertSubscriber', params)).status).toBe(200);
    expect((await call(t.app, 'insertSubscriber', params)).status).toBe(200);
    const third = await call(t.app, 'insertSubscriber', { SubscriberEmail: 'other@example.in' });
    expect(third.status).toBe(429);
    expect(third.envelope.errorMessage).toBe(SERVER_ERRORS.tooManyRequests);
    const stored = await t.db.selectFrom('subscribers').select('email').execute();
    expect(stored.map((row) => row.email)).toEqual(['limit@example.in']);
  });
});

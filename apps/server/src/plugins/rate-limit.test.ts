import { describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { DIALECTS } from '../test/databases.ts';
import { call, useTestApp } from '../test/test-app.ts';
import { clientKey, countHit } from './rate-limit.ts';

describe.each(DIALECTS)('form rate limit on %s', (dialect) => {
  const t = useTestApp(dialect, { seed: false, config: { FORM_RATE_LIMIT_PER_MINUTE: 2 } });

  it('counts hits per window and starts over when the window has passed', async () => {
    const start = new Date('2026-01-01T10:00:00.000Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const hit = (client: string, seconds: number) =>
      countHit(t.db, `unit:${client}`, 60_000, at(seconds));
    expect(await hit('10.0.0.1', 0)).toEqual({ current: 1, ttl: 60_000 });
    expect(await hit('10.0.0.1', 10)).toEqual({ current: 2, ttl: 50_000 });
    expect(await hit('10.0.0.1', 20)).toEqual({ current: 3, ttl: 40_000 });
    expect(await hit('10.0.0.2', 20)).toEqual({ current: 1, ttl: 60_000 });
    expect(await hit('10.0.0.1', 61)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('answers 429 with a clear message past the limit, and stores nothing more', async () => {
    const params = { SubscriberEmail: 'limit@example.in' };
    expect((await call(t.app, 'insertSubscriber', params)).status).toBe(200);
    expect((await call(t.app, 'insertSubscriber', params)).status).toBe(200);
    const third = await call(t.app, 'insertSubscriber', { SubscriberEmail: 'other@example.in' });
    expect(third.status).toBe(429);
    // The standard headers, so a client knows when to come back.
    expect(third.response.headers['retry-after']).toMatch(/^\d+$/);
    expect(third.response.headers['ratelimit-limit']).toBe('2');
    expect(third.response.headers['ratelimit-remaining']).toBe('0');
    expect(third.envelope.errorMessage).toBe(SERVER_ERRORS.tooManyRequests);
    const stored = await t.db.selectFrom('subscribers').select('email').execute();
    expect(stored.map((row) => row.email)).toEqual(['limit@example.in']);
  });

  it('deletes expired windows instead of keeping a row per client forever', async () => {
    const start = new Date('2026-02-01T10:00:00.000Z');
    for (let client = 0; client < 50; client += 1) {
      await countHit(t.db, `sweep:10.1.0.${client}`, 60_000, start);
    }
    // Two minutes later the old windows have all expired: one sweep removes them.
    await countHit(t.db, 'sweep:10.2.0.1', 60_000, new Date(start.getTime() + 120_000));
    const rows = await t.db
      .selectFrom('rate_limit_buckets')
      .select('bucket_key')
      .where('bucket_key', 'like', 'sweep:%')
      .execute();
    expect(rows.map((row) => row.bucket_key)).toEqual(['sweep:10.2.0.1']);
  });
});

describe('client keys', () => {
  it('keeps IPv4 as is and counts IPv6 by its /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('caps the length of anything else', () => {
    const key = clientKey('x'.repeat(10_000));
    expect(key).toMatch(/^other:[0-9a-f]{16}$/);
  });
});

describe.each(DIALECTS)('rate limit behind a proxy on %s', (dialect) => {
  const t = useTestApp(dialect, {
    seed: false,
    config: { FORM_RATE_LIMIT_PER_MINUTE: 3, TRUST_PROXY: 1 },
  });

  it('counts the address the proxy saw, whatever the client writes in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/dynamic/dataoperation/insert-subscriber',
        remoteAddress: '127.0.0.1',
        headers: {
          'content-type': 'application/json',
          // A spoofed left-most entry, then the one our proxy appended.
          'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9`,
        },
        payload: { requestParameters: { SubscriberEmail: `spoof${attempt}@example.in` } },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });
});

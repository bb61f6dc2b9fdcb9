// The headers every answer carries, over plain HTTP and behind HTTPS.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends a strict policy on every answer', async () => {
    t = await createTestApp('sqlite', { seed: false });
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toBe(
      "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;" +
        "font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';" +
        "form-action 'self';frame-ancestors 'none'",
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrades stray http:// when the public address is HTTPS', async () => {
    t = await createTestApp('sqlite', {
      seed: false,
      config: { PUBLIC_URL: 'https://shop.example.in' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

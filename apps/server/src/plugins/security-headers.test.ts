// The headers every answer carries, over plain HTTP and behind HTTPS.
import { afterEach, describe, expect, it } from 'vitest';
import { razorpayConfig } from '../gateways/payment/razorpay/razorpay.test-support.ts';
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

  it('allows exactly Razorpay’s origins when Razorpay takes payments, none otherwise', async () => {
    t = await createTestApp('sqlite', { seed: false, config: razorpayConfig() });
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(csp).toContain(
      "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
    );
    expect(csp).toContain(
      "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com;",
    );
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.razorpay.com;");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
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

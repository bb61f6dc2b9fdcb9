import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it.each([
    '/en/checkout',
    '/ar/checkout',
    '/en/order-confirmation/BZ-20261126-ABC123',
    '/en/orders-history',
    '/en/all-products/0/all-categories?SearchTerm=saree',
    '/ar/product-detail/12/sarees/banarasi-silk#reviews',
    '/en/',
  ])('accepts the storefront page %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    ['nothing', ''],
    ['another site', 'https://evil.example/en/checkout'],
    ['a protocol-relative URL', '//evil.example/en/checkout'],
    ['a backslash URL', '/\\evil.example'],
    ['backslashes browsers read as slashes', '\\\\evil.example'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a javascript URL behind a slash', '/javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded double slash', '/%2F%2Fevil.example'],
    ['an encoded double slash at the start', '%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a doubly encoded double slash', '/%252F%252Fevil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a line break (header injection)', '/en/checkout%0d%0aSet-Cookie:x=1'],
    ['a raw line break', '/en/checkout\n'],
    ['a leading space', ' /en/checkout'],
    ['a relative path', 'en/checkout'],
    ['broken %-encoding', '/en/checkout%E0%A4%A'],
    ['a page the storefront does not have', '/en/no-such-page'],
    ['an API path', '/api/v1/common/logout'],
    ['the login page itself', '/en/login?returnTo=/en/checkout'],
    ['the sign-up page', '/ar/signup'],
    ['a very long path', `/en/all-products/0/${'a'.repeat(2100)}`],
  ])('refuses %s', (_what, path) => {
    expect(safeReturnTo(path)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });
});

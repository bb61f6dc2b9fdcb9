import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-routes.ts';

describe('page paths', () => {
  it.each([
    '/',
    '/en',
    '/en/',
    '/ar/',
    '/about',
    '/ar/about',
    '/en/faq/',
    '/retrunandrefund',
    '/returnandrefund',
    '/en/all-products/0/all-categories',
    '/ar/all-products/12',
    '/en/product-detail/7/sarees/silk-saree',
    '/en/product-detail/7',
    '/campaign/3/diwali-sale',
    '/ar/orders-history',
  ])('knows %s', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/en/nope',
    '/ar/about/extra',
    '/en/all-products',
    '/en/product-detail/7/a/b/c',
    '/fr/about',
    '/english/about',
    '/en/en/about',
  ])('does not know %s', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});

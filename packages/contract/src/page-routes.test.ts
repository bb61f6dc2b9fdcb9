import { describe, expect, it } from 'vitest';
import { firstViewEntities, isPagePath, pageOfPath } from './page-routes.ts';

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

describe('first view labels', () => {
  it('names the page of a path, with or without a language', () => {
    expect(pageOfPath('/ar/')).toBe('home');
    expect(pageOfPath('/ar/product-detail/12/sarees/silk')).toBe('product');
    expect(pageOfPath('/about')).toBe('about');
    expect(pageOfPath('/ar/nowhere/at/all')).toBeNull();
  });

  it("is the layout's entities plus the page's own", () => {
    expect(firstViewEntities('home')).toEqual(['Common', 'Navbar', 'Footer', 'Home']);
    expect(firstViewEntities('listing')).toContain('AllProducts');
    expect(firstViewEntities(null)).toEqual(['Common', 'Navbar', 'Footer']);
    expect(firstViewEntities('refresh')).toEqual(['Common', 'Navbar', 'Footer']);
  });
});

import { describe, expect, it } from 'vitest';
import { localizeHref, paths } from './paths.ts';

describe('paths', () => {
  it('prefixes every route with the language', () => {
    expect(paths.home('en')).toBe('/en/');
    expect(paths.home('ar')).toBe('/ar/');
    expect(paths.returns('ar')).toBe('/ar/returnandrefund');
    expect(paths.contact('en')).toBe('/en/contact-us');
  });
  it('builds listing links with the slug rule and the search term', () => {
    expect(paths.listing('en')).toBe('/en/all-products/0/all-categories');
    expect(paths.listing('en', 12, 'Kurtas / Kurtis')).toBe('/en/all-products/12/kurtas-kurtis');
    expect(paths.listing('ar', 0, 'all-categories', 'silk saree')).toBe(
      '/ar/all-products/0/all-categories?SearchTerm=silk%20saree',
    );
  });
  it('builds product and campaign links', () => {
    expect(paths.product('en', 7, 'Silk Saree', 'Sarees')).toBe(
      '/en/product-detail/7/sarees/silk-saree',
    );
    expect(paths.product('en', 7, 'Silk Saree')).toBe('/en/product-detail/7/shop/silk-saree');
    expect(paths.campaign('ar', 3, 'Diwali Sale')).toBe('/ar/campaign/3/diwali-sale');
  });
});

describe('localizeHref', () => {
  it('adds the language to in-store paths', () => {
    expect(localizeHref('ar', '/all-products/0/all-categories')).toBe(
      '/ar/all-products/0/all-categories',
    );
    expect(localizeHref('en', 'about')).toBe('/en/about');
  });
  it('keeps paths that already have a language and external links', () => {
    expect(localizeHref('ar', '/en/about')).toBe('/en/about');
    expect(localizeHref('en', 'https://example.com/x')).toBe('https://example.com/x');
    expect(localizeHref('en', '//cdn.example/x')).toBe('//cdn.example/x');
    expect(localizeHref('en', 'mailto:care@bazaar.example')).toBe('mailto:care@bazaar.example');
  });
});

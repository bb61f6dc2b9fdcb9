import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { buildRoutes, type PageKey } from './route-table.ts';

// Elements are the page keys themselves, so a match tells which page a URL shows.
const routes = buildRoutes('layout', (page) => page);

function pageFor(pathname: string): PageKey | undefined {
  const matches = matchRoutes(routes, pathname);
  return matches?.at(-1)?.route.element as PageKey | undefined;
}

describe('route table', () => {
  it('serves every route with /en/, /ar/ and without a prefix', () => {
    for (const prefix of ['/en', '/ar', '']) {
      expect(pageFor(`${prefix}/`)).toBe('home');
      expect(pageFor(`${prefix}/about`)).toBe('about');
      expect(pageFor(`${prefix}/faq`)).toBe('faq');
      expect(pageFor(`${prefix}/privacy`)).toBe('privacy');
      expect(pageFor(`${prefix}/termcondition`)).toBe('terms');
      expect(pageFor(`${prefix}/contact-us`)).toBe('contact');
      expect(pageFor(`${prefix}/all-products/0/all-categories`)).toBe('listing');
      expect(pageFor(`${prefix}/product-detail/7/sarees/silk-saree`)).toBe('product');
      expect(pageFor(`${prefix}/campaign/3/diwali-sale`)).toBe('campaign');
      expect(pageFor(`${prefix}/login`)).toBe('login');
      expect(pageFor(`${prefix}/signup`)).toBe('signup');
      expect(pageFor(`${prefix}/reset-password`)).toBe('resetPassword');
      expect(pageFor(`${prefix}/cart`)).toBe('cart');
      expect(pageFor(`${prefix}/checkout`)).toBe('checkout');
      expect(pageFor(`${prefix}/update-profile`)).toBe('updateProfile');
      expect(pageFor(`${prefix}/orders-history`)).toBe('ordersHistory');
      expect(pageFor(`${prefix}/become-seller`)).toBe('becomeSeller');
    }
  });
  it('keeps /refresh and both spellings of the return page', () => {
    expect(pageFor('/refresh')).toBe('refresh');
    expect(pageFor('/returnandrefund')).toBe('returns');
    expect(pageFor('/retrunandrefund')).toBe('returns');
    expect(pageFor('/ar/returnandrefund')).toBe('returns');
  });
  it('sends unknown paths, and unknown language prefixes, to the not-found page', () => {
    expect(pageFor('/en/no-such-page')).toBe('notFound');
    expect(pageFor('/nothing/here')).toBe('notFound');
    expect(pageFor('/fr/about')).toBe('notFound');
    expect(pageFor('/fr')).toBe('notFound');
  });
  it('names the route parameters the pages read', () => {
    const product = matchRoutes(routes, '/en/product-detail/7/sarees/silk-saree')?.at(-1);
    expect(product?.params).toMatchObject({ id: '7', category: 'sarees', name: 'silk-saree' });
    const listing = matchRoutes(routes, '/ar/all-products/12/kurtas')?.at(-1);
    expect(listing?.params).toMatchObject({ categoryId: '12', slug: 'kurtas' });
    const campaign = matchRoutes(routes, '/campaign/3/diwali-sale')?.at(-1);
    expect(campaign?.params).toMatchObject({ campaignId: '3', title: 'diwali-sale' });
  });
});

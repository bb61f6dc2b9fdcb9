import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  listingHref,
  parseIds,
  parseListing,
  type ListingState,
} from './listing-state.ts';
import {
  clearFilters,
  hasFilters,
  setPage,
  setPageSize,
  setSort,
  setView,
  toggleColor,
  toggleId,
  togglePrice,
  toggleRating,
} from './listing-actions.ts';

const NAMES: Record<number, string> = { 7: 'Kurtas & Kurtis', 12: 'Men / Shirts' };
const name = (id: number) => NAMES[id];

/** Parses an address the way the route does: /{lang}/all-products/{categoryId}/{slug}?query. */
function parseHref(href: string): ListingState {
  const url = new URL(href, 'http://bazaar.test');
  const [, , , categoryId, slug] = url.pathname.split('/');
  return parseListing({ categoryId, slug }, url.search);
}

const FULL: ListingState = {
  mode: 'all',
  searchTerm: 'silk saree, red & gold',
  categoryIds: [3, 7],
  brandIds: [2, 9],
  sizeIds: [4],
  tagIds: [1, 5, 6],
  colorId: 16,
  minPrice: 1000,
  maxPrice: 1999.99,
  rating: 4,
  sort: 'Price DESC',
  page: 3,
  pageSize: 27,
  view: 'list',
};

describe('URL ⇄ listing state', () => {
  it.each<[string, ListingState]>([
    ['defaults', DEFAULT_STATE],
    ['every field set', FULL],
    ['one category (in the route)', { ...DEFAULT_STATE, categoryIds: [12], page: 2 }],
    ['popular with filters', { ...DEFAULT_STATE, mode: 'popular', categoryIds: [7], rating: 5 }],
    ['recent', { ...DEFAULT_STATE, mode: 'recent', view: '4', pageSize: 100 }],
    ['Arabic search', { ...DEFAULT_STATE, searchTerm: 'عطر العود' }],
  ])('round-trips %s', (_, state) => {
    expect(parseHref(listingHref('en', state, name))).toEqual(state);
  });

  it('writes one category as the route, several in the query, defaults not at all', () => {
    expect(listingHref('en', DEFAULT_STATE, name)).toBe('/en/all-products/0/all-categories');
    expect(listingHref('ar', { ...DEFAULT_STATE, categoryIds: [12] }, name)).toBe(
      '/ar/all-products/12/men-shirts',
    );
    expect(listingHref('en', { ...DEFAULT_STATE, categoryIds: [3, 7] }, name)).toBe(
      '/en/all-products/0/all-categories?CategoryID=3,7',
    );
    expect(listingHref('en', { ...DEFAULT_STATE, mode: 'popular', categoryIds: [7] }, name)).toBe(
      '/en/all-products/0/popular-products?CategoryID=7',
    );
    expect(
      listingHref('en', { ...DEFAULT_STATE, searchTerm: 'silk saree', sort: 'Date DESC' }, name),
    ).toBe(
      '/en/all-products/0/all-categories?SearchTerm=silk%20saree&OrderByColumnName=Date%20DESC',
    );
  });

  it('reads the spec routes and the header search address', () => {
    expect(parseListing({ categoryId: '0', slug: 'all-categories' }, '')).toEqual(DEFAULT_STATE);
    expect(parseListing({ categoryId: '0', slug: 'popular-products' }, '').mode).toBe('popular');
    expect(parseListing({ categoryId: '0', slug: 'recent-products' }, '').mode).toBe('recent');
    expect(parseListing({ categoryId: '12', slug: 'popular-products' }, '')).toMatchObject({
      mode: 'all',
      categoryIds: [12],
    });
    expect(parseListing({ categoryId: '0' }, '?SearchTerm=silk+saree').searchTerm).toBe(
      'silk saree',
    );
    // A route category and query categories together (a hand-written link): both apply.
    expect(parseListing({ categoryId: '7' }, '?CategoryID=3,7').categoryIds).toEqual([3, 7]);
  });

  it('drops what the server would refuse instead of failing the page', () => {
    const state = parseListing(
      { categoryId: 'abc', slug: 'x' },
      '?CategoryID=-1,2,x&ManufacturerID=0&ColorID=0&MinPrice=-5&MaxPrice=abc&Rating=9' +
        '&OrderByColumnName=DROP&PageNo=0&PageSize=22&View=9&SearchTerm=%20%20',
    );
    expect(state).toEqual({ ...DEFAULT_STATE, categoryIds: [2] });
    // An inverted range is no range.
    expect(parseListing({}, '?MinPrice=500&MaxPrice=100')).toMatchObject({
      minPrice: null,
      maxPrice: null,
    });
    expect(parseListing({}, `?SearchTerm=${'a'.repeat(150)}`).searchTerm).toHaveLength(100);
  });

  it('parses id lists once each, in order', () => {
    expect(parseIds('9,3,3, 1,abc,,0')).toEqual([1, 3, 9]);
    expect(parseIds(null)).toEqual([]);
  });
});

describe('listing transitions (spec §4)', () => {
  const onPage4 = { ...FULL, page: 4 };

  it('multi-select facets toggle, and every filter change goes back to page 1', () => {
    const added = toggleId(onPage4, 'brandIds', 5);
    expect(added.brandIds).toEqual([2, 5, 9]);
    expect(added.page).toBe(1);
    expect(toggleId(added, 'brandIds', 5).brandIds).toEqual([2, 9]);
  });

  it('colour, price and rating are single values that a second choice clears', () => {
    expect(toggleColor(onPage4, 3)).toMatchObject({ colorId: 3, page: 1 });
    expect(toggleColor(onPage4, 16).colorId).toBeNull();
    expect(togglePrice(onPage4, 500, 999.99)).toMatchObject({ minPrice: 500, maxPrice: 999.99 });
    expect(togglePrice(onPage4, 1000, 1999.99)).toMatchObject({ minPrice: null, maxPrice: null });
    expect(toggleRating(onPage4, 4).rating).toBeNull();
    expect(toggleRating(onPage4, 2)).toMatchObject({ rating: 2, page: 1 });
  });

  it('sort and page size reload page 1; page and view keep the rest', () => {
    expect(setSort(onPage4, 'Price ASC')).toMatchObject({ sort: 'Price ASC', page: 1 });
    expect(setPageSize(onPage4, 54)).toMatchObject({ pageSize: 54, page: 1 });
    expect(setPage(onPage4, 7)).toEqual({ ...onPage4, page: 7 });
    expect(setView(onPage4, '2')).toEqual({ ...onPage4, view: '2' });
  });

  it('"Clear all" removes the filters and keeps the search, sort, size and view', () => {
    const cleared = clearFilters(onPage4);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({
      searchTerm: FULL.searchTerm,
      sort: FULL.sort,
      pageSize: FULL.pageSize,
      view: FULL.view,
      page: 1,
    });
    expect(hasFilters(onPage4)).toBe(true);
  });
});

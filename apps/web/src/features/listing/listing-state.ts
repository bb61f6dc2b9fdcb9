// The whole listing state lives in the address (spec §2 route + query), so a listing can be
// bookmarked, shared, reloaded and restored with Back. parseListing and listingHref are inverse:
// parseListing(listingHref(state)) gives back the same state for every normalised state.
import { PAGE_SIZES, RATING, SORT_OPTIONS, type SortOption } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { slugify } from '../../lib/format.ts';

export type ViewMode = '2' | '3' | '4' | 'list';
export const VIEW_MODES: readonly ViewMode[] = ['2', '3', '4', 'list'];
export const DEFAULT_VIEW: ViewMode = '3';

/** 0/popular-products and 0/recent-products list in their own order; the rest is the listing. */
export type ListingMode = 'all' | 'popular' | 'recent';
const MODE_SLUGS = { popular: 'popular-products', recent: 'recent-products' } as const;
export const ALL_CATEGORIES_SLUG = 'all-categories';

/** Multi-select facets (spec §4): values comma-joined, re-selecting toggles off. */
export type MultiFacet = 'categoryIds' | 'brandIds' | 'sizeIds' | 'tagIds';

export interface ListingState {
  mode: ListingMode;
  searchTerm: string;
  categoryIds: number[];
  brandIds: number[];
  sizeIds: number[];
  tagIds: number[];
  /** Colour, price range and rating are single values (spec §4). */
  colorId: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  rating: number | null;
  sort: SortOption;
  page: number;
  pageSize: number;
  view: ViewMode;
}

/** Every filter of the sidebar unset: what a fresh listing starts with and "Clear all" leaves. */
export const NO_FILTERS = {
  categoryIds: [],
  brandIds: [],
  sizeIds: [],
  tagIds: [],
  colorId: null,
  minPrice: null,
  maxPrice: null,
  rating: null,
} satisfies Partial<ListingState>;

export const DEFAULT_STATE: ListingState = {
  mode: 'all',
  searchTerm: '',
  ...NO_FILTERS,
  sort: '',
  page: 1,
  pageSize: PAGE_SIZES.listingDefault,
  view: DEFAULT_VIEW,
};

/** The server's bounds (contract schemas): a longer term or a later page is never asked for. */
const SEARCH_MAX = 100;
const PAGE_MAX = 100_000;
const PRICE_MAX = 1_000_000_000;

/** Query keys: the API's own parameter names, so a URL reads like the request it makes. */
const KEY = {
  search: 'SearchTerm',
  categories: 'CategoryID',
  brands: 'ManufacturerID',
  sizes: 'SizeID',
  tags: 'TagID',
  color: 'ColorID',
  min: 'MinPrice',
  max: 'MaxPrice',
  rating: 'Rating',
  sort: 'OrderByColumnName',
  pageSize: 'PageSize',
  page: 'PageNo',
  view: 'View',
} as const;

function positiveInt(value: string | null | undefined, max = Number.MAX_SAFE_INTEGER) {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/** "3,1,x,3" → [1, 3]: valid ids only, once each, in order (one canonical URL per state). */
export function parseIds(value: string | null | undefined): number[] {
  const ids = (value ?? '').split(',').flatMap((part) => positiveInt(part) ?? []);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function price(value: string | null): number | null {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  const number = Number(value);
  return number <= PRICE_MAX ? number : null;
}

const isSort = (value: string): value is SortOption =>
  SORT_OPTIONS.some((option) => option.value === value);
const isPageSize = (value: number) =>
  (PAGE_SIZES.listingOptions as readonly number[]).includes(value);
const isView = (value: string): value is ViewMode =>
  (VIEW_MODES as readonly string[]).includes(value);

export function modeOf(categoryId: number, slug: string | undefined): ListingMode {
  if (categoryId !== 0) return 'all';
  if (slug === MODE_SLUGS.popular) return 'popular';
  if (slug === MODE_SLUGS.recent) return 'recent';
  return 'all';
}

/** The state of /{lang}/all-products/{categoryId}/{slug}?{search}; anything invalid is dropped. */
/** A change of the listing, applied to the newest state (use-listing.ts `go`). */
export type ListingChange = (current: ListingState) => ListingState;

export function parseListing(
  route: { categoryId?: string; slug?: string },
  search: string,
): ListingState {
  const query = new URLSearchParams(search);
  const routeCategory = positiveInt(route.categoryId) ?? 0;
  const categoryIds = parseIds(
    [routeCategory || '', query.get(KEY.categories) ?? ''].filter(Boolean).join(','),
  );
  let minPrice = price(query.get(KEY.min));
  let maxPrice = price(query.get(KEY.max));
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) {
    minPrice = null;
    maxPrice = null;
  }
  const sort = query.get(KEY.sort) ?? '';
  const pageSize = positiveInt(query.get(KEY.pageSize)) ?? 0;
  const view = query.get(KEY.view) ?? '';
  return {
    mode: modeOf(routeCategory, route.slug),
    searchTerm: (query.get(KEY.search) ?? '').trim().slice(0, SEARCH_MAX).trim(),
    categoryIds,
    brandIds: parseIds(query.get(KEY.brands)),
    sizeIds: parseIds(query.get(KEY.sizes)),
    tagIds: parseIds(query.get(KEY.tags)),
    colorId: parseIds(query.get(KEY.color))[0] ?? null,
    minPrice,
    maxPrice,
    rating: positiveInt(query.get(KEY.rating), RATING.max),
    sort: isSort(sort) ? sort : '',
    page: positiveInt(query.get(KEY.page), PAGE_MAX) ?? 1,
    pageSize: isPageSize(pageSize) ? pageSize : PAGE_SIZES.listingDefault,
    view: isView(view) ? view : DEFAULT_VIEW,
  };
}

// Commas stay readable in the address ("CategoryID=3,7"); everything else is encoded.
const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',');

/**
 * The address of a state. One chosen category is the route's own (/12/kurtas-kurtis, named by
 * `categoryName`); several go in the query under 0/all-categories. Popular and recent keep their
 * route and carry categories in the query. Defaults are left out.
 */
export function listingHref(
  lang: Lang,
  state: ListingState,
  categoryName: (id: number) => string | undefined,
): string {
  const single = state.mode === 'all' && state.categoryIds.length === 1;
  const routeCategory = single ? (state.categoryIds[0] ?? 0) : 0;
  const slug =
    state.mode === 'all'
      ? single
        ? slugify(categoryName(routeCategory) ?? '') || 'category'
        : ALL_CATEGORIES_SLUG
      : MODE_SLUGS[state.mode];
  const pairs: [string, string][] = [];
  const add = (key: string, value: string | number | null, skip: string | number | null) => {
    if (value !== null && value !== skip && value !== '') pairs.push([key, String(value)]);
  };
  add(KEY.search, state.searchTerm, '');
  if (!single) add(KEY.categories, state.categoryIds.join(','), '');
  add(KEY.brands, state.brandIds.join(','), '');
  add(KEY.sizes, state.sizeIds.join(','), '');
  add(KEY.tags, state.tagIds.join(','), '');
  add(KEY.color, state.colorId, null);
  add(KEY.min, state.minPrice, null);
  add(KEY.max, state.maxPrice, null);
  add(KEY.rating, state.rating, null);
  add(KEY.sort, state.sort, '');
  add(KEY.pageSize, state.pageSize, PAGE_SIZES.listingDefault);
  add(KEY.page, state.page, 1);
  add(KEY.view, state.view, DEFAULT_VIEW);
  const query = pairs.map(([key, value]) => `${key}=${encode(value)}`).join('&');
  return `/${lang}/all-products/${routeCategory}/${slug}${query ? `?${query}` : ''}`;
}

// The listing state as API requests (spec §7 GET_All_PRODUCTS; the popular and recent lists and
// get-product-facets take the same filters), in the shopper's language. Empty filters are left
// out, so equal states share one cached answer.
import type { RequestOf } from '@bazaar/contract/api-schemas';
import type { Lang } from '@bazaar/i18n/text';
import type { ListingState } from './listing-state.ts';

type Filters = Omit<RequestOf<'getProductFacets'>, 'OrderByColumnName'>;

export function filterParams(state: ListingState, lang: Lang): Filters {
  const params: Filters = { languageCode: lang };
  const list = (ids: number[]) => (ids.length > 0 ? ids.join(',') : undefined);
  const set = <K extends keyof Filters>(key: K, value: Filters[K] | undefined | null) => {
    if (value !== undefined && value !== null && value !== '') params[key] = value;
  };
  set('SearchTerm', state.searchTerm);
  set('CategoryID', list(state.categoryIds));
  set('ManufacturerID', list(state.brandIds));
  set('SizeID', list(state.sizeIds));
  set('TagID', list(state.tagIds));
  set('ColorID', state.colorId === null ? undefined : String(state.colorId));
  set('MinPrice', state.minPrice);
  set('MaxPrice', state.maxPrice);
  set('Rating', state.rating);
  return params;
}

/** get-product-facets: the filters only (sort and paging do not change a count). */
export function facetsRequest(state: ListingState, lang: Lang) {
  return { ...filterParams(state, lang), OrderByColumnName: '' };
}

export type ListRequest =
  | { key: 'getAllProducts'; params: RequestOf<'getAllProducts'> }
  | { key: 'getPopularProducts'; params: RequestOf<'getPopularProducts'> }
  | { key: 'getRecentProducts'; params: RequestOf<'getRecentProducts'> };

/** The page of products: the listing sorted as chosen, or the popular / recent list's order. */
export function listRequest(state: ListingState, lang: Lang): ListRequest {
  const paging = { PageNo: state.page, PageSize: state.pageSize };
  const filters = filterParams(state, lang);
  switch (state.mode) {
    case 'popular':
      return { key: 'getPopularProducts', params: { ...filters, ...paging, TabName: '' } };
    case 'recent':
      return {
        key: 'getRecentProducts',
        params: { ...filters, ...paging, TabName: 'new products' },
      };
    case 'all':
      return {
        key: 'getAllProducts',
        params: { ...filters, OrderByColumnName: state.sort, ...paging },
      };
  }
}

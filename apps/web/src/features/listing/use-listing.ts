// The listing's data: its state read from the address, the page of products, the facet counts and
// the lookup lists (shared with the header's category request), and `go` to move to a new state.
import { useCallback, useMemo } from 'react';
import { matchPath, useLocation, useNavigate, useParams } from 'react-router';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import { PAGE_SIZES } from '@bazaar/contract/constants';
import { PAGE_ROUTES } from '@bazaar/contract/page-routes';
import { useLanguage } from '../../i18n/language.ts';
import { useApi } from '../../lib/use-api.ts';
import { facetsRequest, listRequest } from './listing-request.ts';
import {
  listingHref,
  parseListing,
  type ListingChange,
  type ListingState,
} from './listing-state.ts';
import type { Lookups } from './facet-options.ts';
import { LANGS } from '@bazaar/i18n/text';

const LOOKUP = { PageNo: 1, PageSize: PAGE_SIZES.lookups };
const LISTING_PATH = `/${PAGE_ROUTES.find((route) => route.page === 'listing')?.path ?? ''}`;
const LANGUAGE_PREFIX = new RegExp(`^/(?:${LANGS.join('|')})(?=/)`);

export type Go = (change: ListingChange) => void;

/**
 * The listing state the address holds now. A navigation changes the address at once but its
 * render can lag (a transition, a slow phone), so a second click made before that render must
 * build on the address, or it would undo the first (clear all, then sort: the filters came back).
 */
function stateInAddress(): ListingState {
  const { pathname, search } = window.location;
  const match = matchPath(LISTING_PATH, pathname.replace(LANGUAGE_PREFIX, ''));
  return parseListing({ categoryId: match?.params.categoryId, slug: match?.params.slug }, search);
}
// Lookup lists change rarely: once per page load is enough.
const ONCE = { staleTime: Infinity };

export function useListingState() {
  const lang = useLanguage();
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(
    () => parseListing({ categoryId: params.categoryId, slug: params.slug }, search),
    [params.categoryId, params.slug, search],
  );
  const categories = useApi('getCategoriesList', LOOKUP, ONCE).data;
  const go: Go = useCallback(
    (change) => {
      // The slug keeps the English name, so a listing URL is the same in both languages.
      const name = (id: number) => categories?.find((row) => row.CategoryID === id)?.Name;
      void navigate(listingHref(lang, change(stateInAddress()), name));
    },
    [categories, lang, navigate],
  );
  return { lang, state, go };
}

export function useLookups(): Lookups & { categoriesLoaded: boolean } {
  const categories = useApi('getCategoriesList', LOOKUP, ONCE).data;
  const brands = useApi('getManufacturerList', LOOKUP, ONCE).data;
  const sizes = useApi('getSizeList', LOOKUP, ONCE).data;
  const tags = useApi('getTagsList', LOOKUP, ONCE).data;
  const colors = useApi('getColorsList', LOOKUP, ONCE).data;
  return useMemo(
    () => ({
      categories: categories ?? [],
      brands: brands ?? [],
      sizes: sizes ?? [],
      tags: tags ?? [],
      colors: colors ?? [],
      categoriesLoaded: categories !== undefined,
    }),
    [categories, brands, sizes, tags, colors],
  );
}

export function useListingData(state: ListingState, lang: ReturnType<typeof useLanguage>) {
  const request = useMemo(() => listRequest(state, lang), [state, lang]);
  const facetsParams = useMemo(() => facetsRequest(state, lang), [state, lang]);
  // The three list endpoints share one request and row shape; the key picks the order.
  const list = useApi(
    request.key as 'getAllProducts',
    request.params as RequestOf<'getAllProducts'>,
  );
  const facets = useApi('getProductFacets', facetsParams);
  const rows = list.data;
  return {
    rows,
    total: rows?.[0]?.TotalRecords ?? 0,
    /** The query the rows answer when the server corrected a typo (SearchTermUsed). */
    termUsed: rows?.[0]?.SearchTermUsed,
    loading: list.loading && !rows,
    failed: list.failed && !rows,
    retry: list.refetch,
    facets: facets.data,
  };
}

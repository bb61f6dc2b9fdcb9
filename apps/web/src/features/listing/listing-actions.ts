// Listing transitions of spec §4 as pure functions of the state: every filter change, page size
// and sort go back to page 1; multi-select facets toggle; colour, price and rating are single
// values that a second choice of the same value clears.
import type { SortOption } from '@bazaar/contract/constants';
import { NO_FILTERS, type ListingState, type MultiFacet, type ViewMode } from './listing-state.ts';

const firstPage = (state: ListingState, change: Partial<ListingState>): ListingState => ({
  ...state,
  ...change,
  page: 1,
});

export function toggleId(state: ListingState, facet: MultiFacet, id: number): ListingState {
  const ids = state[facet];
  const next = ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id];
  return firstPage(state, { [facet]: next.sort((a, b) => a - b) });
}

export function toggleColor(state: ListingState, colorId: number): ListingState {
  return firstPage(state, { colorId: state.colorId === colorId ? null : colorId });
}

export function isPriceRange(state: ListingState, min: number | null, max: number | null) {
  return state.minPrice === min && state.maxPrice === max;
}

export function togglePrice(state: ListingState, min: number, max: number): ListingState {
  const chosen = isPriceRange(state, min, max);
  return firstPage(state, { minPrice: chosen ? null : min, maxPrice: chosen ? null : max });
}

export function clearPrice(state: ListingState): ListingState {
  return firstPage(state, { minPrice: null, maxPrice: null });
}

export function toggleRating(state: ListingState, rating: number): ListingState {
  return firstPage(state, { rating: state.rating === rating ? null : rating });
}

export function clearColor(state: ListingState): ListingState {
  return firstPage(state, { colorId: null });
}

export function clearRating(state: ListingState): ListingState {
  return firstPage(state, { rating: null });
}

export function clearSearch(state: ListingState): ListingState {
  return firstPage(state, { searchTerm: '' });
}

/** "Clear all": every filter goes; the search, sort, page size and view stay. */
export function clearFilters(state: ListingState): ListingState {
  return firstPage(state, NO_FILTERS);
}

export function hasFilters(state: ListingState): boolean {
  return (
    state.categoryIds.length > 0 ||
    state.brandIds.length > 0 ||
    state.sizeIds.length > 0 ||
    state.tagIds.length > 0 ||
    state.colorId !== null ||
    state.minPrice !== null ||
    state.maxPrice !== null ||
    state.rating !== null
  );
}

export const setSort = (state: ListingState, sort: SortOption) => firstPage(state, { sort });
export const setPageSize = (state: ListingState, pageSize: number) =>
  firstPage(state, { pageSize });
export const setPage = (state: ListingState, page: number): ListingState => ({ ...state, page });
export const setView = (state: ListingState, view: ViewMode): ListingState => ({ ...state, view });

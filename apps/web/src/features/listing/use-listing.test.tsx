// `go` builds on the address, not on the last render: two clicks made before the first one's
// render (a transition on a slow phone) both count — clear all, then sort, keeps no filter.
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { clearFilters, setSort, toggleId } from './listing-actions.ts';
import { useListingState } from './use-listing.ts';

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <Provider store={makeStore()}>
      <BrowserRouter>{children}</BrowserRouter>
    </Provider>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useListingState().go', () => {
  it('applies each change to the newest address, rendered or not', () => {
    fakeApi().on('getCategoriesList', { data: [] });
    window.history.replaceState(
      null,
      '',
      '/en/all-products/0/all-categories?MinPrice=1000&MaxPrice=2999&ManufacturerID=3',
    );
    const { result } = renderHook(() => useListingState(), { wrapper: Wrapper });
    const { go } = result.current;
    act(() => {
      go(clearFilters);
      go((current) => setSort(current, 'Price ASC'));
    });
    const address = new URL(window.location.href);
    expect(address.searchParams.get('OrderByColumnName')).toBe('Price ASC');
    expect(address.searchParams.has('MinPrice')).toBe(false);
    expect(address.searchParams.has('ManufacturerID')).toBe(false);
    expect(result.current.state.sort).toBe('Price ASC');

    act(() => {
      result.current.go((current) => toggleId(current, 'brandIds', 7));
      result.current.go((current) => toggleId(current, 'brandIds', 8));
    });
    expect(result.current.state.brandIds).toEqual([7, 8]);
    expect(result.current.state.sort).toBe('Price ASC');
  });
});

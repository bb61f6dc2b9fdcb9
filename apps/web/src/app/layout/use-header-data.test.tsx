import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@bazaar/contract/constants';
import { fakeApi, type Reply } from '../../test/fake-api.ts';
import { renderAppHook } from '../../test/render-app.tsx';
import { dataRefreshed, selectLoading } from '../../store/common-slice.ts';
import { invalidateApi } from '../../lib/use-api.ts';
import { useHeaderData } from './use-header-data.ts';

const LOGO = [{ AppConfigValue: '/files/logo.svg' }];
const CATEGORY = { CategoryID: 4, ParentCategoryID: 1, Name: 'Sarees' };

afterEach(() => vi.useRealTimers());

describe('useHeaderData', () => {
  it('keeps the logo in the store and gives the categories, with the overlay up meanwhile', async () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', { data: LOGO });
    api.on('getCategoriesList', { data: [CATEGORY] });
    const { result, store } = renderAppHook(() => useHeaderData());
    expect(selectLoading(store.getState())).toBe(true);
    await waitFor(() => expect(result.current.categories).toEqual([CATEGORY]));
    expect(result.current.logo).toBe('/files/logo.svg');
    expect(selectLoading(store.getState())).toBe(false);
    expect(api.callsTo('getCategoriesList')[0]?.params).toEqual({
      languageCode: 'en',
      PageNo: 1,
      PageSize: 100,
    });
  });

  it('takes the overlay down after the loading-indicator time even if the server is slow', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    api.on('getWebsiteLogo', () => new Promise<Reply>(() => {}));
    api.on('getCategoriesList', () => new Promise<Reply>(() => {}));
    const { store } = renderAppHook(() => useHeaderData());
    expect(store.getState().common.requestsInFlight).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(TIMING.loadingIndicator));
    expect(store.getState().common.requestsInFlight).toBe(0);
  });

  it('stores the logo again when /refresh cleared it and the answers were invalidated', async () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', { data: LOGO });
    api.on('getCategoriesList', { data: [] });
    const { result, store } = renderAppHook(() => useHeaderData());
    await waitFor(() => expect(result.current.logo).toBe('/files/logo.svg'));
    act(() => {
      store.dispatch(dataRefreshed());
      invalidateApi();
    });
    expect(store.getState().common.websiteLogo).toBe('');
    await waitFor(() => expect(result.current.logo).toBe('/files/logo.svg'));
  });
});

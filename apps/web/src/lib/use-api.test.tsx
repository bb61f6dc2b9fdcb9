import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi, type Reply } from '../test/fake-api.ts';
import { renderAppHook } from '../test/render-app.tsx';
import { makeStore } from '../app/store.ts';
import { selectLoading } from '../store/common-slice.ts';
import { currentToasts, dismissToast } from './toast.ts';
import { FIRST_VIEW_DATA_ID } from '@bazaar/contract/page-routes';
import { seedInlinedAnswers } from './api-cache.ts';
import { invalidateApi, prefetchApi, useApi, type ApiOptions } from './use-api.ts';

const LOGO = [{ AppConfigValue: '/files/logo.svg' }];
const useLogo = (options?: ApiOptions) => useApi('getWebsiteLogo', {}, options);

afterEach(() => {
  vi.useRealTimers();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('useApi', () => {
  it('is loading until the answer comes, then holds its data', async () => {
    const api = fakeApi();
    const reply = deferred<Reply>();
    api.on('getWebsiteLogo', () => reply.promise);
    const { result } = renderAppHook(() => useLogo());
    expect(result.current).toMatchObject({ loading: true, data: undefined, failed: false });

    reply.resolve({ data: LOGO });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ data: LOGO, failed: false, error: undefined });
    expect(api.callsTo('getWebsiteLogo')).toHaveLength(1);
  });

  it('reports a failure silently, with its status, and recovers on refetch', async () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', { status: 500, errorMessage: 'Database down' });
    const { result } = renderAppHook(() => useLogo());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.error).toEqual({ status: 500, message: 'Database down' });
    expect(currentToasts()).toEqual([]);

    api.on('getWebsiteLogo', { data: LOGO });
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toEqual(LOGO));
    expect(result.current.failed).toBe(false);
  });

  it('sends one request for concurrent callers of the same key', async () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', { data: LOGO });
    const { result } = renderAppHook(() => [useLogo(), useLogo()] as const);
    await waitFor(() => expect(result.current[1].data).toEqual(LOGO));
    expect(result.current[0].data).toEqual(LOGO);
    expect(api.callsTo('getWebsiteLogo')).toHaveLength(1);
  });

  it('asks per parameters: different parameters are different answers', async () => {
    const api = fakeApi();
    api.on('getPopularProducts', (params) => ({ data: [{ page: params.PageNo }] }));
    const { result, rerender } = renderAppHook(
      ({ page }: { page: number }) =>
        useApi('getPopularProducts', { PageNo: page, PageSize: 20, TabName: '' }),
      { initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data).toEqual([{ page: 1 }]));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await waitFor(() => expect(result.current.data).toEqual([{ page: 2 }]));
  });

  it('shows a returning screen its last answer at once, and refreshes it', async () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', { data: LOGO });
    const first = renderAppHook(() => useLogo());
    await waitFor(() => expect(first.result.current.data).toEqual(LOGO));
    first.unmount();

    const fresher = [{ AppConfigValue: '/files/logo-2.svg' }];
    api.on('getWebsiteLogo', { data: fresher });
    const again = renderAppHook(() => useLogo());
    expect(again.result.current).toMatchObject({ data: LOGO, loading: true });
    await waitFor(() => expect(again.result.current.data).toEqual(fresher));
    expect(api.callsTo('getWebsiteLogo')).toHaveLength(2);
  });

  it('keeps an answer without asking again for as long as staleTime says', async () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', { data: LOGO });
    const first = renderAppHook(() => useLogo({ staleTime: Infinity }));
    await waitFor(() => expect(first.result.current.data).toEqual(LOGO));
    first.unmount();
    const again = renderAppHook(() => useLogo({ staleTime: Infinity }));
    expect(again.result.current).toMatchObject({ data: LOGO, loading: false });
    expect(api.callsTo('getWebsiteLogo')).toHaveLength(1);
  });

  it('asks nothing while disabled', () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', { data: LOGO });
    const { result } = renderAppHook(() => useLogo({ enabled: false }));
    expect(result.current.loading).toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it('aborts the request when the last caller leaves', () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', () => new Promise<Reply>(() => {}));
    const { unmount } = renderAppHook(() => useLogo());
    const [call] = api.calls;
    expect(call?.signal?.aborted).toBe(false);
    unmount();
    expect(call?.signal?.aborted).toBe(true);
  });

  it('hands a prefetched answer to the first caller instead of asking again', async () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', { data: LOGO });
    prefetchApi('getWebsiteLogo', {});
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const { result } = renderAppHook(() => useLogo());
    await waitFor(() => expect(result.current).toMatchObject({ data: LOGO, loading: false }));
    expect(api.calls).toHaveLength(1);
  });

  it("paints the server's inlined answer at once; a later visit asks again", async () => {
    const api = fakeApi();
    const banners = [{ BannerId: 1, MainTitle: 'Festive Edit' }];
    api.on('getHomeBanners', { data: [] });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_VIEW_DATA_ID;
    const inlined = { key: 'getHomeBanners', params: { languageCode: 'en' } };
    block.textContent = JSON.stringify([{ ...inlined, data: JSON.stringify(banners) }]);
    document.body.append(block);
    seedInlinedAnswers();
    block.remove();
    const first = renderAppHook(() => useApi('getHomeBanners', { languageCode: 'en' }));
    expect(first.result.current.data).toEqual(banners);
    first.unmount();
    expect(api.calls).toHaveLength(0);
    const again = renderAppHook(() => useApi('getHomeBanners', { languageCode: 'en' }));
    await waitFor(() => expect(again.result.current.data).toEqual([]));
    expect(api.callsTo('getHomeBanners')).toHaveLength(1);
  });

  it('ignores an unreadable inlined block', () => {
    const block = document.createElement('script');
    block.id = FIRST_VIEW_DATA_ID;
    block.textContent = '[{"key": "getHomeBanners", "data": "not json';
    document.body.append(block);
    expect(() => seedInlinedAnswers()).not.toThrow();
    block.remove();
  });
});

describe('invalidateApi', () => {
  it('refetches what is on screen, and the rest on its next caller', async () => {
    const api = fakeApi();
    let version = 1;
    api.on('getWebsiteLogo', () => ({ data: [{ AppConfigValue: `/logo-${version}.svg` }] }));
    api.on('getCategoriesList', () => ({ data: [{ CategoryID: version }] }));
    const categories = { PageNo: 1, PageSize: 100 };
    const hidden = renderAppHook(() => useApi('getCategoriesList', categories));
    await waitFor(() => expect(hidden.result.current.loading).toBe(false));
    hidden.unmount();
    const { result } = renderAppHook(() => useLogo({ staleTime: Infinity }));
    await waitFor(() => expect(result.current.data).toEqual([{ AppConfigValue: '/logo-1.svg' }]));

    version = 2;
    act(() => invalidateApi('getWebsiteLogo'));
    await waitFor(() => expect(result.current.data).toEqual([{ AppConfigValue: '/logo-2.svg' }]));
    expect(api.callsTo('getCategoriesList')).toHaveLength(1);

    act(() => invalidateApi());
    await waitFor(() => expect(api.callsTo('getWebsiteLogo')).toHaveLength(3));
    expect(api.callsTo('getCategoriesList')).toHaveLength(1);
  });

  it('asks again when invalidated while a request is on its way (its answer may be old)', async () => {
    const api = fakeApi();
    const old = deferred<Reply>();
    api.on('getWebsiteLogo', () => old.promise);
    const { result } = renderAppHook(() => useLogo());
    api.on('getWebsiteLogo', { data: LOGO });
    act(() => invalidateApi('getWebsiteLogo'));
    old.resolve({ data: [] });
    await waitFor(() => expect(result.current.data).toEqual(LOGO));
    expect(api.callsTo('getWebsiteLogo')).toHaveLength(2);
  });
});

describe('the loading overlay counter', () => {
  it('stays up until every caller’s request has settled', async () => {
    const api = fakeApi();
    const logo = deferred<Reply>();
    const categories = deferred<Reply>();
    api.on('getWebsiteLogo', () => logo.promise);
    api.on('getCategoriesList', () => categories.promise);
    const store = makeStore();
    renderAppHook(
      () => [
        useLogo({ overlay: true }),
        useApi('getCategoriesList', { PageNo: 1, PageSize: 100 }, { overlay: true }),
        useApi('getPaymentMethods', {}, { enabled: false, overlay: true }),
      ],
      { store },
    );
    expect(store.getState().common.requestsInFlight).toBe(2);

    logo.resolve({ data: LOGO });
    await waitFor(() => expect(store.getState().common.requestsInFlight).toBe(1));
    expect(selectLoading(store.getState())).toBe(true);
    categories.resolve({ data: [] });
    await waitFor(() => expect(selectLoading(store.getState())).toBe(false));
  });

  it('counts a request for at most maxMs, and never twice', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    api.on('getWebsiteLogo', () => new Promise<Reply>(() => {}));
    const store = makeStore();
    const { unmount } = renderAppHook(() => useLogo({ overlay: { maxMs: 2000 } }), { store });
    expect(selectLoading(store.getState())).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(selectLoading(store.getState())).toBe(false);
    unmount();
    expect(store.getState().common.requestsInFlight).toBe(0);
  });

  it('lets a caller that leaves take only its own count away', () => {
    const api = fakeApi();
    api.on('getWebsiteLogo', () => new Promise<Reply>(() => {}));
    const store = makeStore();
    const first = renderAppHook(() => useLogo({ overlay: true }), { store });
    renderAppHook(() => useLogo({ overlay: true }), { store });
    expect(store.getState().common.requestsInFlight).toBe(2);
    first.unmount();
    expect(store.getState().common.requestsInFlight).toBe(1);
  });
});

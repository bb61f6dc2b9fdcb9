// Renders components and hooks the way the app does: inside the store's Provider and a router
// at a given address (useLanguage reads it).
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render, renderHook } from '@testing-library/react';
import { makeStore, type AppStore } from '../app/store.ts';

interface AppOptions {
  path?: string;
  store?: AppStore;
  /** The store's starting state, when no store is given (feature test support cannot import app/). */
  state?: Parameters<typeof makeStore>[0];
}

function wrapperFor(store: AppStore, path: string) {
  return function AppWrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </Provider>
    );
  };
}

export function renderApp(
  ui: ReactNode,
  { path = '/en/', state, store = makeStore(state) }: AppOptions = {},
) {
  return { ...render(ui, { wrapper: wrapperFor(store, path) }), store };
}

function Where({ withSearch }: { withSearch: boolean }) {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{withSearch ? pathname + search : pathname}</output>;
}

/**
 * `page` where the router matches `route` (nothing elsewhere), beside an output with the test id
 * "where" that says the path the app is at (with its query string when `withSearch`).
 */
export function renderRoute(
  route: string,
  page: ReactNode,
  { withSearch = false, ...options }: AppOptions & { withSearch?: boolean } = {},
) {
  return renderApp(
    <>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Where withSearch={withSearch} />
    </>,
    options,
  );
}

export function renderAppHook<Props, Result>(
  hook: (props: Props) => Result,
  { path = '/en/', store = makeStore(), initialProps }: AppOptions & { initialProps?: Props } = {},
) {
  return { ...renderHook(hook, { wrapper: wrapperFor(store, path), initialProps }), store };
}

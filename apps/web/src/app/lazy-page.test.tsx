import { Suspense, type ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { labelDefaults } from '../i18n/label-defaults.ts';

// What the browser gives when a hashed chunk is gone after a deployment.
const failingLoad = (): Promise<{ default: ComponentType }> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

function show(Page: ReturnType<typeof lazyPage>) {
  return render(
    <RouteErrorBoundary resetKey="/en/about" fallback={<p role="alert">failed</p>}>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

let reload: MockInstance<() => void>;
beforeEach(() => {
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
  // The boundary logs what it catches; the test looks at the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('lazyPage', () => {
  it('renders the page once its code (and its label defaults) have loaded', async () => {
    sessionStorage.setItem('chunk-reload', '1');
    const Page = lazyPage(() => Promise.resolve({ default: () => <h1>About</h1> }), ['About']);
    show(Page);
    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
    expect(labelDefaults('About')).not.toBeNull();
    // A load that worked clears the flag, so a later deployment may reload once again.
    expect(sessionStorage.getItem('chunk-reload')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a chunk fails to load (a new deployment replaced it)', async () => {
    const Page = lazyPage(failingLoad);
    show(Page);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('chunk-reload')).toBe('1');
    // Waiting for the reload: the error screen must not flash meanwhile.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('shows the error screen instead of reloading again when the reload did not help', async () => {
    sessionStorage.setItem('chunk-reload', '1');
    const Page = lazyPage(failingLoad);
    show(Page);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});

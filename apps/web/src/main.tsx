// Startup: language on <html> before the first paint, the store seeded synchronously from the
// browser (so no gate delays the first render), the router, then persistence off the
// critical path.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { makeStore } from './app/store.ts';
import { preloadedFromBrowser, syncBrowserKeys } from './app/storage-sync.ts';
import { AppRoutes } from './app/router.tsx';
import { applyDocumentLanguage } from './i18n/language.ts';
import { prefetchHomeData } from './features/home/home-requests.ts';
import './styles/base.css';
import './styles/app-shell.css';

const preloaded = preloadedFromBrowser(window.location.pathname);
const langCode = preloaded.common?.langCode ?? 'en';
applyDocumentLanguage(langCode);

// On the home page, its data is requested while its code is still on the way.
if (/^\/((en|ar)\/?)?$/.test(window.location.pathname)) {
  prefetchHomeData(langCode);
}

const store = makeStore(preloaded);
syncBrowserKeys(store);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task (the page is not interactive before it anyway).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
});

void import('./app/persistence.ts').then(({ startPersistence }) => {
  startPersistence(store, langCode);
});

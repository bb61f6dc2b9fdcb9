// Startup: language on <html> before the first paint, the home page's data requested at once,
// the store restored from the browser (localStorage answers at once, so no gate delays the
// first render), persistence started, then the router.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { makeStore } from './app/store.ts';
import { browserStorage, restoreState, startPersistence } from './app/persistence.ts';
import { AppRoutes } from './app/router.tsx';
import { applyDocumentLanguage, detectLanguage, readStoredLanguage } from './i18n/language.ts';
import { prefetchHomeData } from './features/home/home-requests.ts';
import { seedInlinedAnswers } from './lib/api-cache.ts';
import './styles/base.css';
import './styles/app-shell.css';
// The server draws the first home banner into the static frame with the slider's own classes.
import './features/home/banner-slider.css';

const { pathname } = window.location;
const langCode = detectLanguage(pathname, readStoredLanguage());
applyDocumentLanguage(langCode);

// What the server wrote into the page is taken first; on the home page, the rest of its data
// is requested while its code is still on the way.
seedInlinedAnswers();
if (/^\/((en|ar)\/?)?$/.test(pathname)) {
  prefetchHomeData(langCode);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const storage = browserStorage();
void restoreState(storage, pathname).then((restored) => {
  const store = makeStore(restored);
  startPersistence(store, storage);
  // The saved cart of a logged-in shopper (issue #19 item 8): not needed for the first paint.
  void import('./app/saved-cart-sync.ts').then(({ startSavedCartSync }) =>
    startSavedCartSync(store),
  );

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
});

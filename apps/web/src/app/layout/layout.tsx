// The storefront frame around every page: header (top strip + navbar), main, facility strip,
// footer, and the global pieces (wishlist panel, toasts, loading overlay, floating actions).
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch } from '../../store/hooks.ts';
import { setLangCode } from '../../store/common-slice.ts';
import { applyDocumentLanguage, useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';
import { TopHeader } from './top-header.tsx';
import { Navbar } from './navbar.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { useHeaderData } from './use-header-data.ts';
import { useAfterLoad } from '../../lib/use-after-load.ts';
import Toasts from './toasts.tsx';
import { ProductActionsProvider } from '../product-actions-provider.tsx';
import './layout.css';

// Below the fold or shown only on demand: loaded after the page, never ahead of it.
const Footer = lazyPage(() => import('./footer.tsx'), ['Footer']);
const FacilityStrip = lazyPage(() => import('./facility-strip.tsx'));
const FloatingActions = lazyPage(() => import('./floating-actions.tsx'));
const WishlistPanel = lazyPage(
  () => import('../../features/cart/wishlist-panel.tsx'),
  ['Wishlist'],
);

export function Layout() {
  const lang = useLanguage();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const t = useLabels('Common');
  const { logo, categories } = useHeaderData();
  const [wishlistOpen, setWishlistOpen] = useState(false);
  // Mounted on first use and kept, so closing animations and focus return keep working.
  const [wishlistUsed, setWishlistUsed] = useState(false);
  const afterLoad = useAfterLoad();

  useEffect(() => {
    applyDocumentLanguage(lang);
    dispatch(setLangCode(lang));
  }, [lang, dispatch]);

  // A new page starts at the top, as a full page load would. (A block body: newer browsers
  // return a promise from scrollTo, which an effect must not return.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const errorFallback = (
    <div className="container page" role="alert">
      <h1 className="page__title">{t('lbl_cmn_error_title')}</h1>
      <p>{t('lbl_cmn_error_text')}</p>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        {t('lbl_cmn_retry')}
      </button>
    </div>
  );

  // Product cards (in pages) and the wish list's Move to cart share the add-to-cart checks.
  return (
    <ProductActionsProvider>
      <a className="skip-link" href="#main">
        {t('lbl_cmn_skip_to_content')}
      </a>
      <header id="top" className="site-header" tabIndex={-1}>
        <TopHeader
          wishlistOpen={wishlistOpen}
          onToggleWishlist={() => {
            setWishlistUsed(true);
            setWishlistOpen((open) => !open);
          }}
        />
        <Navbar logo={logo} categories={categories} />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname} fallback={errorFallback}>
          <Suspense fallback={<div className="page-pending" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        {afterLoad && <FacilityStrip />}
        {afterLoad && <Footer />}
      </Suspense>
      <Suspense fallback={null}>
        {wishlistUsed && (
          <WishlistPanel open={wishlistOpen} onClose={() => setWishlistOpen(false)} />
        )}
      </Suspense>
      <Suspense fallback={null}>{afterLoad && <FloatingActions />}</Suspense>
      {/* Loaded with the layout: a message must never wait for a chunk (it expires in 5 s). */}
      <Toasts />
      <LoadingOverlay />
    </ProductActionsProvider>
  );
}

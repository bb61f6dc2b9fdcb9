// Composes the route table with the lazily loaded pages: each route loads only its own code.
import { useRoutes } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import { buildRoutes, type PageKey } from './route-table.ts';
import { Layout } from './layout/layout.tsx';

const PAGES: Record<PageKey, ReturnType<typeof lazyPage>> = {
  home: lazyPage(() => import('../features/home/home-page.tsx')),
  about: lazyPage(() => import('../features/content/about-page.tsx'), ['About']),
  faq: lazyPage(() => import('../features/content/faq-page.tsx'), ['Faq']),
  privacy: lazyPage(() => import('../features/content/privacy-page.tsx'), ['Privacy']),
  returns: lazyPage(() => import('../features/content/return-refund-page.tsx'), ['ReturnRefund']),
  terms: lazyPage(() => import('../features/content/terms-page.tsx'), ['TermsConditions']),
  contact: lazyPage(() => import('../features/content/contact-page.tsx'), ['Contact']),
  campaign: lazyPage(() => import('../features/content/campaign-page.tsx'), ['Campaign']),
  refresh: lazyPage(() => import('../features/content/refresh-page.tsx')),
  listing: lazyPage(() => import('../features/listing/listing-page.tsx'), ['AllProducts']),
  product: lazyPage(() => import('../features/product/product-page.tsx'), ['ProductDetail']),
  login: lazyPage(() => import('../features/account/login-page.tsx'), ['Login']),
  signup: lazyPage(() => import('../features/account/signup-page.tsx'), ['Signup']),
  resetPassword: lazyPage(
    () => import('../features/account/reset-password-page.tsx'),
    ['ResetPassword'],
  ),
  updateProfile: lazyPage(
    () => import('../features/account/update-profile-page.tsx'),
    ['UpdateProfile'],
  ),
  addresses: lazyPage(() => import('../features/addresses/address-book-page.tsx'), ['AddressBook']),
  cart: lazyPage(() => import('../features/cart/cart-page.tsx'), ['Cart']),
  checkout: lazyPage(
    () => import('../features/checkout/checkout-page.tsx'),
    ['Checkout', 'CardSection', 'Cart'],
  ),
  ordersHistory: lazyPage(
    () => import('../features/orders/orders-history-page.tsx'),
    ['OrdersHistory'],
  ),
  orderConfirmation: lazyPage(
    () => import('../features/order-confirmation/order-confirmation-page.tsx'),
    ['OrdersHistory'],
  ),
  order: lazyPage(() => import('../features/order-page/order-page.tsx'), ['OrdersHistory']),
  becomeSeller: lazyPage(
    () => import('../features/seller/become-seller-page.tsx'),
    ['BecomeVendor'],
  ),
  notFound: lazyPage(() => import('./pages/not-found-page.tsx')),
};

function renderPage(page: PageKey) {
  const Page = PAGES[page];
  return <Page />;
}

const routes = buildRoutes(<Layout />, renderPage);

export function AppRoutes() {
  return useRoutes(routes);
}

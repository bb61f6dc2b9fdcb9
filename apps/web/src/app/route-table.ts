// Every route of spec §2, as data: mounted under /en/, /ar/ and unprefixed (an unknown first
// segment is just an unprefixed path, so it falls through to the 404 page).
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LANGUAGE_CODES } from '@bazaar/contract/constants';

export type PageKey =
  | 'home'
  | 'about'
  | 'faq'
  | 'privacy'
  | 'returns'
  | 'terms'
  | 'contact'
  | 'campaign'
  | 'listing'
  | 'product'
  | 'login'
  | 'signup'
  | 'resetPassword'
  | 'cart'
  | 'checkout'
  | 'updateProfile'
  | 'ordersHistory'
  | 'becomeSeller'
  | 'refresh'
  | 'notFound';

export const PAGE_ROUTES: readonly { path?: string; page: PageKey }[] = [
  { page: 'home' },
  { path: 'about', page: 'about' },
  { path: 'faq', page: 'faq' },
  { path: 'privacy', page: 'privacy' },
  { path: 'returnandrefund', page: 'returns' },
  // The spec's misspelt unprefixed path stays as an alias (deviation #4).
  { path: 'retrunandrefund', page: 'returns' },
  { path: 'termcondition', page: 'terms' },
  { path: 'contact-us', page: 'contact' },
  { path: 'campaign/:campaignId/:title?', page: 'campaign' },
  { path: 'all-products/:categoryId/:slug?', page: 'listing' },
  { path: 'product-detail/:id/:category?/:name?', page: 'product' },
  { path: 'login', page: 'login' },
  { path: 'signup', page: 'signup' },
  { path: 'reset-password', page: 'resetPassword' },
  { path: 'cart', page: 'cart' },
  { path: 'checkout', page: 'checkout' },
  { path: 'update-profile', page: 'updateProfile' },
  { path: 'orders-history', page: 'ordersHistory' },
  { path: 'become-seller', page: 'becomeSeller' },
  { path: 'refresh', page: 'refresh' },
  { path: '*', page: 'notFound' },
];

function pageRoutes(render: (page: PageKey) => ReactNode): RouteObject[] {
  return PAGE_ROUTES.map(({ path, page }) =>
    path === undefined ? { index: true, element: render(page) } : { path, element: render(page) },
  );
}

/** The route tree: the layout around /en/…, /ar/… and the unprefixed routes. */
export function buildRoutes(
  layout: ReactNode,
  render: (page: PageKey) => ReactNode,
): RouteObject[] {
  return [
    {
      element: layout,
      children: [
        ...LANGUAGE_CODES.map((lang) => ({ path: lang, children: pageRoutes(render) })),
        ...pageRoutes(render),
      ],
    },
  ];
}

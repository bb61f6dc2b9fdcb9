// Every page route of spec §2, as data. The storefront mounts them under /en/, /ar/ and
// unprefixed; the server answers HTTP 404 (still with the storefront, which shows its
// not-found page) for a URL none of them matches.
import type { PageEntityName } from './constants.ts';
import { LANGS, type Lang } from '@bazaar/i18n/text';
import type { EndpointKey } from './endpoints.ts';

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
  | 'addresses'
  | 'ordersHistory'
  | 'orderConfirmation'
  | 'order'
  | 'becomeSeller'
  | 'refresh'
  | 'notFound';

/** Paths in React Router's syntax (`:param`, `:param?`); `*` is the not-found page. */
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
  // Bazaar addition (issue #19 item 4): the shopper's address book.
  { path: 'addresses', page: 'addresses' },
  { path: 'orders-history', page: 'ordersHistory' },
  // Bazaar addition (issue #19, deviation 14): where a placed order lands.
  { path: 'order-confirmation/:orderNumber', page: 'orderConfirmation' },
  // Bazaar addition (issue #20): one order, its stages and timeline.
  { path: 'orders/:orderNumber', page: 'order' },
  { path: 'become-seller', page: 'becomeSeller' },
  { path: 'refresh', page: 'refresh' },
  { path: '*', page: 'notFound' },
];

/** Pages a search engine has no business in (a shopper's own, or a form's result). */
export const PRIVATE_PAGES: readonly PageKey[] = [
  'cart',
  'checkout',
  'updateProfile',
  'addresses',
  'ordersHistory',
  'orderConfirmation',
  'order',
  'resetPassword',
  'refresh',
];

function patternOf(path: string): RegExp {
  const segments = path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
  });
  return new RegExp(`^${segments.join('')}/?$`);
}

const LANGUAGE_PREFIX = new RegExp(`^/(?:${LANGS.join('|')})(?=/|$)`);
const PATTERNS = PAGE_ROUTES.filter((route) => route.path !== '*').map((route) => ({
  page: route.page,
  pattern: route.path === undefined ? /^\/?$/ : patternOf(route.path),
}));

/** The page `pathname` (no query) shows, with or without /en or /ar; null for none. */
export function pageOfPath(pathname: string): PageKey | null {
  const path = pathname.replace(LANGUAGE_PREFIX, '');
  return PATTERNS.find(({ pattern }) => pattern.test(path))?.page ?? null;
}

/** True when `pathname` (no query) is a page the storefront has, with or without /en or /ar. */
export function isPagePath(pathname: string): boolean {
  return pageOfPath(pathname) !== null;
}

/** The id of the JSON data block holding those labels in the page (see firstViewEntities). */
export const FIRST_VIEW_LABELS_ID = 'first-view-labels';

/** Label entities every page shows (header, menus, footer). */
const LAYOUT_ENTITIES: readonly PageEntityName[] = ['Common', 'Navbar', 'Footer'];
const PAGE_ENTITIES: Partial<Record<PageKey, PageEntityName>> = {
  home: 'Home',
  about: 'About',
  faq: 'Faq',
  privacy: 'Privacy',
  returns: 'ReturnRefund',
  terms: 'TermsConditions',
  contact: 'Contact',
  campaign: 'Campaign',
  listing: 'AllProducts',
  product: 'ProductDetail',
  login: 'Login',
  signup: 'Signup',
  resetPassword: 'ResetPassword',
  cart: 'Cart',
  checkout: 'Checkout',
  updateProfile: 'UpdateProfile',
  addresses: 'AddressBook',
  ordersHistory: 'OrdersHistory',
  orderConfirmation: 'OrdersHistory',
  order: 'OrdersHistory',
  becomeSeller: 'BecomeVendor',
};

/**
 * The label entities of a page's first view: the server writes their texts into the page for a
 * language other than English, so an Arabic page paints in Arabic before any request.
 */
export function firstViewEntities(page: PageKey | null): readonly PageEntityName[] {
  const own = page === null ? undefined : PAGE_ENTITIES[page];
  return own ? [...LAYOUT_ENTITIES, own] : LAYOUT_ENTITIES;
}

/** The id of the JSON data block holding a first view's answers (see firstViewRequests). */
export const FIRST_VIEW_DATA_ID = 'first-view-data';

export interface FirstViewRequest {
  key: EndpointKey;
  params: { languageCode: Lang };
}

/** The home slider's request, exactly as the storefront asks it. */
export const homeBannersRequest = (lang: Lang) => ({ languageCode: lang });

/**
 * The answers a page's first paint is made of: the server writes them into the page (and
 * preloads the picture they show first), so the home banner — the largest thing on a phone's
 * first screen — no longer waits for the code and then for a request before it can load.
 */
export function firstViewRequests(page: PageKey | null, lang: Lang): readonly FirstViewRequest[] {
  return page === 'home' ? [{ key: 'getHomeBanners', params: homeBannersRequest(lang) }] : [];
}

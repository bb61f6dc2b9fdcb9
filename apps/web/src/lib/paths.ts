// Every in-store link is built here (spec §2 routes), always with the /{lang}/ prefix.
import type { Lang } from '@bazaar/i18n/text';
import { RETURN_TO_PARAM } from '@bazaar/contract/return-to';
import { slugify } from './format.ts';

const returnQuery = (returnTo: string | undefined) =>
  returnTo ? `?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : '';

export const paths = {
  home: (lang: Lang) => `/${lang}/`,
  about: (lang: Lang) => `/${lang}/about`,
  faq: (lang: Lang) => `/${lang}/faq`,
  privacy: (lang: Lang) => `/${lang}/privacy`,
  returns: (lang: Lang) => `/${lang}/returnandrefund`,
  terms: (lang: Lang) => `/${lang}/termcondition`,
  contact: (lang: Lang) => `/${lang}/contact-us`,
  /** With `returnTo` (a page's path), login and sign-up go back there (deviation 12). */
  login: (lang: Lang, returnTo?: string) => `/${lang}/login${returnQuery(returnTo)}`,
  signup: (lang: Lang, returnTo?: string) => `/${lang}/signup${returnQuery(returnTo)}`,
  resetPassword: (lang: Lang) => `/${lang}/reset-password`,
  cart: (lang: Lang) => `/${lang}/cart`,
  checkout: (lang: Lang) => `/${lang}/checkout`,
  updateProfile: (lang: Lang) => `/${lang}/update-profile`,
  addresses: (lang: Lang) => `/${lang}/addresses`,
  ordersHistory: (lang: Lang) => `/${lang}/orders-history`,
  orderConfirmation: (lang: Lang, orderNumber: string) =>
    `/${lang}/order-confirmation/${encodeURIComponent(orderNumber)}`,
  /** The order page (issue #20): stages, timeline, and after-sales. */
  order: (lang: Lang, orderNumber: string) => `/${lang}/orders/${encodeURIComponent(orderNumber)}`,
  becomeSeller: (lang: Lang) => `/${lang}/become-seller`,
  /** Category 0 with slug all-categories lists everything; `searchTerm` adds ?SearchTerm=. */
  listing: (lang: Lang, categoryId = 0, name = 'all-categories', searchTerm?: string) =>
    `/${lang}/all-products/${categoryId}/${slugify(name)}` +
    (searchTerm ? `?SearchTerm=${encodeURIComponent(searchTerm)}` : ''),
  product: (lang: Lang, productId: number, productName: string, categoryName?: string) =>
    `/${lang}/product-detail/${productId}/${slugify(categoryName || 'shop')}/${slugify(productName)}`,
  campaign: (lang: Lang, campaignId: number, mainTitle: string) =>
    `/${lang}/campaign/${campaignId}/${slugify(mainTitle)}`,
};

/** A server-supplied link (banner buttons): in-store paths get the language prefix. */
export function localizeHref(lang: Lang, href: string): string {
  if (/^[a-z]+:/i.test(href) || href.startsWith('//')) return href;
  const path = href.startsWith('/') ? href : `/${href}`;
  return /^\/(en|ar)(\/|$)/.test(path) ? path : `/${lang}${path}`;
}

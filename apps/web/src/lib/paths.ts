// Every in-store link is built here (spec §2 routes), always with the /{lang}/ prefix.
import type { LanguageCode } from '@bazaar/contract/constants';
import { slugify } from './format.ts';

export const paths = {
  home: (lang: LanguageCode) => `/${lang}/`,
  about: (lang: LanguageCode) => `/${lang}/about`,
  faq: (lang: LanguageCode) => `/${lang}/faq`,
  privacy: (lang: LanguageCode) => `/${lang}/privacy`,
  returns: (lang: LanguageCode) => `/${lang}/returnandrefund`,
  terms: (lang: LanguageCode) => `/${lang}/termcondition`,
  contact: (lang: LanguageCode) => `/${lang}/contact-us`,
  login: (lang: LanguageCode) => `/${lang}/login`,
  signup: (lang: LanguageCode) => `/${lang}/signup`,
  resetPassword: (lang: LanguageCode) => `/${lang}/reset-password`,
  cart: (lang: LanguageCode) => `/${lang}/cart`,
  checkout: (lang: LanguageCode) => `/${lang}/checkout`,
  updateProfile: (lang: LanguageCode) => `/${lang}/update-profile`,
  ordersHistory: (lang: LanguageCode) => `/${lang}/orders-history`,
  becomeSeller: (lang: LanguageCode) => `/${lang}/become-seller`,
  /** Category 0 with slug all-categories lists everything; `searchTerm` adds ?SearchTerm=. */
  listing: (lang: LanguageCode, categoryId = 0, name = 'all-categories', searchTerm?: string) =>
    `/${lang}/all-products/${categoryId}/${slugify(name)}` +
    (searchTerm ? `?SearchTerm=${encodeURIComponent(searchTerm)}` : ''),
  product: (lang: LanguageCode, productId: number, productName: string, categoryName?: string) =>
    `/${lang}/product-detail/${productId}/${slugify(categoryName || 'shop')}/${slugify(productName)}`,
  campaign: (lang: LanguageCode, campaignId: number, mainTitle: string) =>
    `/${lang}/campaign/${campaignId}/${slugify(mainTitle)}`,
};

/** A server-supplied link (banner buttons): in-store paths get the language prefix. */
export function localizeHref(lang: LanguageCode, href: string): string {
  if (/^[a-z]+:/i.test(href) || href.startsWith('//')) return href;
  const path = href.startsWith('/') ? href : `/${href}`;
  return /^\/(en|ar)(\/|$)/.test(path) ? path : `/${lang}${path}`;
}

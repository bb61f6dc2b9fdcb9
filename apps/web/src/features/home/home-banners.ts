// Spec §2: only banners of ThemeTypeID 1 are shown on home; their buttons lead to the
// banner's URLs, but only to http(s) or a path on this site.
import type { RowOf } from '@bazaar/contract/api-schemas';
import { HOME_BANNER_THEME_TYPE_ID } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { safeLinkOrEmpty } from '@bazaar/contract/links';
import { localizeHref } from '../../lib/paths.ts';

export type Banner = RowOf<'getHomeBanners'>;

export function homeBanners(rows: readonly Banner[] | undefined): Banner[] {
  return (rows ?? []).filter((banner) => banner.ThemeTypeID === HOME_BANNER_THEME_TYPE_ID);
}

export interface BannerLink {
  href: string;
  /** An absolute http(s) URL (a plain <a>); otherwise an in-store route (a router <Link>). */
  external: boolean;
}

/** Where a banner button leads, or null (no link) for an empty or unsafe URL (`javascript:`…). */
export function bannerLink(lang: Lang, url: string | null | undefined): BannerLink | null {
  const safe = safeLinkOrEmpty(url);
  if (!safe) return null;
  return safe.startsWith('/')
    ? { href: localizeHref(lang, safe), external: false }
    : { href: safe, external: true };
}

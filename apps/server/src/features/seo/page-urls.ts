// Absolute page addresses for canonical links, hreflang alternates and the sitemap, built the
// way the storefront builds its links (apps/web lib/paths.ts, slugify in lib/format.ts).
import type { FastifyRequest } from 'fastify';
import { LANGS, type Lang } from '@bazaar/i18n/text';
import type { Alternate } from './page-head.ts';

/**
 * The storefront's slug rule (lower case, spaces and slashes → '-'), percent-encoded as a
 * browser sends it: characters a path may hold ('&', ''') stay, '?', '#' and non-ASCII do not.
 */
export function slug(text: string): string {
  const plain = text
    .toLowerCase()
    .trim()
    .replace(/[\s/]+/g, '-');
  return encodeURI(plain).replace(/[?#]/g, encodeURIComponent);
}

export const pagePaths = {
  home: () => '/',
  product: (id: number, name: string, category: string | null) =>
    `/product-detail/${id}/${slug(category || 'shop')}/${slug(name)}`,
  listing: (categoryId: number, name: string) => `/all-products/${categoryId}/${slug(name)}`,
  campaign: (id: number, title: string) => `/campaign/${id}/${slug(title)}`,
};

/** '/product-detail/…' in every language, English also as x-default. */
export function alternatesOf(origin: string, path: string): Alternate[] {
  return [
    ...LANGS.map((code) => ({ hreflang: code, href: `${origin}/${code}${path}` })),
    { hreflang: 'x-default', href: `${origin}/en${path}` },
  ];
}

export const localized = (origin: string, lang: Lang, path: string) => `${origin}/${lang}${path}`;

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shop's public origin: PUBLIC_URL when configured (what production should do), else the
 * request's own scheme and Host — accepted only when Host is a plain host[:port], so a forged
 * header can put no markup or path into a canonical link.
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const host = request.host;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  return HOST.test(host) ? `${scheme}://${host.toLowerCase()}` : 'http://localhost';
}

/** A site path ('/files/…') as an absolute URL; an http(s) URL as it is; anything else none. */
export function absolute(origin: string, url: string | null): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : undefined;
}

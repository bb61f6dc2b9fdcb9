// /sitemap.xml (sitemaps.org protocol with xhtml:link hreflang alternates): every page in
// English and Arabic, each entry naming both and x-default. Up to 50 000 URLs it is one file;
// past that /sitemap.xml is an index of /sitemap-pages.xml (static pages, category listings,
// campaigns) and /sitemap-products-N.xml files of PRODUCTS_PER_FILE products each. Product
// files are streamed a chunk of rows at a time, so 100 000 products never sit in memory.
import type { Kysely } from 'kysely';
import { PAGE_ROUTES, PRIVATE_PAGES, type PageKey } from '@bazaar/contract/page-routes';
import type { Database } from '../../db/schema.ts';
import { alternatesOf, localized, pagePaths } from './page-urls.ts';
import * as repository from './sitemap.repository.ts';
import { LANGS } from '@bazaar/i18n/text';

export interface SitemapLimits {
  /** The protocol's limit of <loc> entries in one file. */
  urlsPerFile: number;
  productsPerFile: number;
  /** Rows read per query while streaming products. */
  chunk: number;
}

export const SITEMAP_LIMITS: SitemapLimits = {
  urlsPerFile: 50_000,
  productsPerFile: 10_000,
  chunk: 1_000,
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** Pages with no parameter that a search engine should know (not a shopper's own, not a form). */
const NOT_LISTED: readonly PageKey[] = [...PRIVATE_PAGES, 'login', 'signup', 'notFound'];
const STATIC_PATHS = [
  ...new Set(
    PAGE_ROUTES.filter((route) => !NOT_LISTED.includes(route.page) && !route.path?.includes(':'))
      // The first path of a page is its address; later ones are aliases (retrunandrefund).
      .filter((route, i, all) => all.findIndex((other) => other.page === route.page) === i)
      .map((route) => (route.path === undefined ? '/' : `/${route.path}`)),
  ),
];

/** One <url> per language for a page path, each with every alternate. */
function urlEntries(origin: string, path: string): string {
  const links = alternatesOf(origin, path)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`)
    .join('');
  return LANGS.map(
    (code) => `<url><loc>${xml(localized(origin, code, path))}</loc>${links}</url>\n`,
  ).join('');
}

async function listedPagePaths(db: Kysely<Database>): Promise<string[]> {
  const [categories, campaigns] = await Promise.all([
    repository.allCategories(db),
    repository.activeCampaigns(db),
  ]);
  return [
    ...STATIC_PATHS,
    pagePaths.listing(0, 'all-categories'),
    ...categories.map((c) => pagePaths.listing(c.id, c.name)),
    ...campaigns.map((c) => pagePaths.campaign(c.id, c.main_title)),
  ];
}

async function* productEntries(
  db: Kysely<Database>,
  origin: string,
  startOffset: number,
  count: number,
  limits: SitemapLimits,
): AsyncGenerator<string> {
  let next = await repository.publishedProductIdAt(db, startOffset);
  let left = count;
  while (next !== undefined && left > 0) {
    const rows = await repository.publishedProductsFrom(db, next, Math.min(limits.chunk, left));
    if (rows.length === 0) return;
    yield rows
      .map((p) => urlEntries(origin, pagePaths.product(p.id, p.name, p.category_name)))
      .join('');
    left -= rows.length;
    next = (rows.at(-1)?.id ?? 0) + 1;
  }
}

/** /sitemap.xml: everything, or the index when everything would not fit in one file. */
export async function sitemapRoot(
  db: Kysely<Database>,
  origin: string,
  limits = SITEMAP_LIMITS,
): Promise<AsyncGenerator<string>> {
  const [pages, products] = await Promise.all([
    listedPagePaths(db),
    repository.countPublishedProducts(db),
  ]);
  const urls = (pages.length + products) * LANGS.length;
  if (urls <= limits.urlsPerFile) {
    return urlset(async function* () {
      yield pages.map((path) => urlEntries(origin, path)).join('');
      yield* productEntries(db, origin, 0, products, limits);
    });
  }
  const files = [
    `${origin}/sitemap-pages.xml`,
    ...Array.from(
      { length: Math.ceil(products / limits.productsPerFile) },
      (_, i) => `${origin}/sitemap-products-${i + 1}.xml`,
    ),
  ];
  return (async function* () {
    yield `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
    for (const file of files) yield `<sitemap><loc>${xml(file)}</loc></sitemap>\n`;
    yield '</sitemapindex>\n';
  })();
}

/** /sitemap-pages.xml: static pages, category listings and campaigns. */
export async function sitemapPages(
  db: Kysely<Database>,
  origin: string,
): Promise<AsyncGenerator<string>> {
  const pages = await listedPagePaths(db);
  return urlset(async function* () {
    yield pages.map((path) => urlEntries(origin, path)).join('');
  });
}

/** /sitemap-products-N.xml, N from 1; null past the last file. */
export async function sitemapProducts(
  db: Kysely<Database>,
  origin: string,
  fileNumber: number,
  limits = SITEMAP_LIMITS,
): Promise<AsyncGenerator<string> | null> {
  const offset = (fileNumber - 1) * limits.productsPerFile;
  if ((await repository.publishedProductIdAt(db, offset)) === undefined) return null;
  return urlset(() => productEntries(db, origin, offset, limits.productsPerFile, limits));
}

async function* urlset(body: () => AsyncGenerator<string>): AsyncGenerator<string> {
  yield XML_HEAD + URLSET_OPEN;
  yield* body();
  yield '</urlset>\n';
}

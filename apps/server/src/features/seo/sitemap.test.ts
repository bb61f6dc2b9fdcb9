// /sitemap.xml: valid XML listing every published product, category listing, campaign and
// static page in English and Arabic, each with its hreflang alternates; an index of files
// once it would pass the protocol's 50 000 URLs (exercised here with small limits).
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sitemapProducts, sitemapRoot } from './sitemap.service.ts';

const ORIGIN = 'https://shop.example.in';

interface Link {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface UrlEntry {
  loc: string;
  'xhtml:link': Link[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name),
});

function parseUrlset(body: string): UrlEntry[] {
  expect(SyntaxValidator.validate(body)).toBe(true);
  const doc = parser.parse(body) as { urlset: { '@_xmlns': string; url?: UrlEntry[] } };
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.urlset.url ?? [];
}

async function text(body: AsyncGenerator<string> | null): Promise<string> {
  if (body === null) throw new Error('no file');
  let out = '';
  for await (const part of body) out += part;
  return out;
}

const productIdOf = (loc: string) => Number(/\/product-detail\/(\d+)\//.exec(loc)?.[1]);

describe.each(DIALECTS)('sitemap on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { PUBLIC_URL: ORIGIN } });
  let published: number[];
  beforeAll(async () => {
    const first = await t.db.selectFrom('products').select('id').orderBy('id').limit(1).execute();
    await t.db
      .updateTable('products')
      .set({ published: 0 })
      .where('id', '=', first[0]?.id ?? 0)
      .execute();
    published = (
      await t.db.selectFrom('products').select('id').where('published', '=', 1).execute()
    ).map((row) => row.id);
  });

  it('lists every published product, in English and Arabic, with hreflang alternates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const urls = parseUrlset(response.body);
    const products = urls.filter((url) => url.loc.includes('/product-detail/'));
    expect(products).toHaveLength(published.length * 2);
    for (const lang of ['en', 'ar']) {
      const ids = products
        .filter((url) => url.loc.startsWith(`${ORIGIN}/${lang}/`))
        .map((url) => productIdOf(url.loc));
      expect(ids.sort((a, b) => a - b)).toEqual([...published].sort((a, b) => a - b));
    }
    for (const url of urls) {
      const links = url['xhtml:link'];
      expect(links.map((link) => link['@_hreflang'])).toEqual(['en', 'ar', 'x-default']);
      expect(links.every((link) => link['@_rel'] === 'alternate')).toBe(true);
      expect(links.map((link) => link['@_href'])).toContain(url.loc);
      expect(links[2]?.['@_href']).toBe(links[0]?.['@_href']);
    }
  });

  it('lists category listings, campaigns and static pages, but no private page', async () => {
    const locs = parseUrlset((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).map(
      (url) => url.loc,
    );
    const categories = await t.db.selectFrom('categories').select('id').execute();
    const campaigns = await t.db
      .selectFrom('campaigns')
      .select('id')
      .where('active', '=', 1)
      .execute();
    for (const { id } of categories) {
      expect(locs.some((loc) => loc.startsWith(`${ORIGIN}/ar/all-products/${id}/`))).toBe(true);
    }
    for (const { id } of campaigns) {
      expect(locs.some((loc) => loc.startsWith(`${ORIGIN}/en/campaign/${id}/`))).toBe(true);
    }
    for (const page of ['/', '/about', '/faq', '/returnandrefund', '/contact-us']) {
      expect(locs).toContain(`${ORIGIN}/en${page}`);
      expect(locs).toContain(`${ORIGIN}/ar${page}`);
    }
    expect(locs.filter((loc) => /cart|checkout|orders-history|login/.test(loc))).toEqual([]);
    expect(locs.filter((loc) => loc.includes('retrunandrefund'))).toEqual([]);
  });

  it('splits into an index of files past the URL limit, every product in exactly one', async () => {
    const limits = { urlsPerFile: 100, productsPerFile: 50, chunk: 7 };
    const index = await text(await sitemapRoot(t.db, ORIGIN, limits));
    expect(SyntaxValidator.validate(index)).toBe(true);
    const files = (
      parser.parse(index) as { sitemapindex: { sitemap: { loc: string }[] } }
    ).sitemapindex.sitemap.map((entry) => entry.loc);
    const productFiles = Math.ceil(published.length / 50);
    expect(files).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      ...Array.from({ length: productFiles }, (_, i) => `${ORIGIN}/sitemap-products-${i + 1}.xml`),
    ]);
    const seen: number[] = [];
    for (let file = 1; file <= productFiles; file += 1) {
      const urls = parseUrlset(await text(await sitemapProducts(t.db, ORIGIN, file, limits)));
      expect(urls.length).toBeLessThanOrEqual(100);
      seen.push(...urls.filter((u) => u.loc.includes('/en/')).map((u) => productIdOf(u.loc)));
    }
    expect(seen).toEqual([...published].sort((a, b) => a - b));
    expect(await sitemapProducts(t.db, ORIGIN, productFiles + 1, limits)).toBeNull();
  });

  it('serves the pages and product files over HTTP, and 404 past the last', async () => {
    const pages = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(parseUrlset(pages.body).length).toBeGreaterThan(10);
    const products = await t.app.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect(parseUrlset(products.body)).toHaveLength(published.length * 2);
    for (const url of [
      '/sitemap-products-2.xml',
      '/sitemap-products-0.xml',
      '/sitemap-products-x.xml',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('names the sitemap in robots.txt', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

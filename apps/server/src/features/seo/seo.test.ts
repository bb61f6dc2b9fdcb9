// Links that share well: product, listing, campaign and static pages carry their own title,
// description, canonical link, hreflang alternates, Open Graph tags and (products) a schema.org
// Product block, in the route's language; unknown products answer 404; everything inserted is
// escaped; the CSP still allows no inline script.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { listenOnLoopback, rawGet, rawRequest } from '../../test/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The build's own description."
    />
    <title>Bazaar</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const ORIGIN = 'https://shop.example.in';

function attribute(html: string, selector: RegExp): string | undefined {
  return selector
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const og = (html: string, property: string) =>
  attribute(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
const canonical = (html: string) => attribute(html, /<link rel="canonical" href="([^"]*)"/);

function jsonLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '') as Record<string, unknown>;
}

describe.each(DIALECTS)('page heads on %s', (dialect) => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-seo-'));
  const productBySku = async (sku: string) =>
    t.db
      .selectFrom('products')
      .select(['id', 'name', 'name_ar', 'paid_price_paise', 'review_count', 'rating_sum'])
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp(dialect, {
      config: {
        WEB_DIST_DIR: webDist,
        PUBLIC_URL: ORIGIN,
        SOCIAL_LINKS: ['https://www.instagram.com/bazaar"shop'],
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('gives a product page its title, description, canonical, OG tags and Product JSON-LD', async () => {
    const product = await productBySku('APP-SAR-001');
    const response = await get(`/en/product-detail/${product.id}/sarees/whatever`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(title(html)).toBe('Banarasi Silk Saree with Zari Border | Bazaar');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("The build's own description.");
    const url = `${ORIGIN}/en/product-detail/${product.id}/sarees/banarasi-silk-saree-with-zari-border`;
    expect(canonical(html)).toBe(url);
    expect(html).toContain(
      `<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/product-detail/${product.id}/sarees/banarasi-silk-saree-with-zari-border" />`,
    );
    expect(html).toContain(`hreflang="x-default" href="${url}"`);
    expect(og(html, 'og:type')).toBe('product');
    expect(og(html, 'og:title')).toBe(title(html));
    expect(og(html, 'og:url')).toBe(url);
    expect(og(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/files/images/products/`));
    expect(og(html, 'og:description')).toMatch(/^Handwoven Banarasi silk saree/);
    const rupees = (product.paid_price_paise / 100).toFixed(2);
    expect(og(html, 'product:price:amount')).toBe(rupees);

    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: 'APP-SAR-001',
      url,
      offers: {
        '@type': 'Offer',
        price: rupees,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect((ld.image as string[])[0]).toBe(og(html, 'og:image'));
    if (product.review_count > 0) {
      expect(ld.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: Math.round((product.rating_sum / product.review_count) * 10) / 10,
        reviewCount: product.review_count,
        bestRating: 5,
        worstRating: 1,
      });
    }
  });

  it('says OutOfStock for a sold-out product and leaves out the rating without reviews', async () => {
    const product = await productBySku('APP-SAR-001');
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 0, review_count: 0, rating_sum: 0 })
      .where('id', '=', product.id)
      .execute();
    const ld = jsonLd((await get(`/en/product-detail/${product.id}`)).body);
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('writes the Arabic name and description on /ar/ routes, right-to-left', async () => {
    const product = await productBySku('ACC-JWL-001');
    const html = (await get(`/ar/product-detail/${product.id}/x/y`)).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(title(html)).toBe('أقراط جومكا فضية مؤكسدة | بازار');
    expect(og(html, 'og:locale')).toBe('ar_AR');
    expect(og(html, 'og:description')).toMatch(/^أقراط جومكا على طراز المعابد/);
    expect(jsonLd(html).name).toBe('أقراط جومكا فضية مؤكسدة');
  });

  it.each([
    ['/en/product-detail/999999/x/y', 'Product not found | Bazaar'],
    ['/ar/product-detail/999999', 'المنتج غير موجود | بازار'],
    ['/en/product-detail/abc', 'Product not found | Bazaar'],
    ['/en/product-detail/99999999999999999999', 'Product not found | Bazaar'],
    ['/en/all-products/999999/nothing', 'Page not found | Bazaar'],
    ['/en/campaign/999999/nothing', 'Page not found | Bazaar'],
    ['/en/no-such-page', 'Page not found | Bazaar'],
  ])('answers %s with 404, the storefront and a noindex title', async (url, expected) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(title(response.body)).toBe(expected);
    expect(response.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(response.body).toContain('<div id="root">');
  });

  it("announces the shop's social accounts as rel=me links, escaped", async () => {
    const html = (await get('/en/about')).body;
    expect(html).toContain('<link rel="me" href="https://www.instagram.com/bazaar&quot;shop" />');
  });

  it('answers an unpublished product with 404', async () => {
    const product = await productBySku('APP-KUR-001');
    await t.db.updateTable('products').set({ published: 0 }).where('id', '=', product.id).execute();
    expect((await get(`/en/product-detail/${product.id}`)).statusCode).toBe(404);
  });

  it('titles listings by category (in the route language) and by search term', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select(['id', 'name', 'name_ar'])
      .where('name', '=', 'Sarees')
      .executeTakeFirstOrThrow();
    const english = (await get(`/en/all-products/${category.id}/sarees`)).body;
    expect(title(english)).toBe('Sarees | Bazaar');
    expect(canonical(english)).toBe(`${ORIGIN}/en/all-products/${category.id}/sarees`);
    const arabic = (await get(`/ar/all-products/${category.id}/sarees`)).body;
    expect(title(arabic)).toBe(`${category.name_ar ?? ''} | بازار`);
    expect(title((await get('/en/all-products/0/popular-products')).body)).toBe(
      'Popular products | Bazaar',
    );
    const search = (await get('/en/all-products/0/all-categories?SearchTerm=silk%20saree')).body;
    expect(title(search)).toBe('Results for “silk saree” | Bazaar');
    expect(search).toContain('content="noindex, follow"');
  });

  it('titles campaigns and static pages in the route language', async () => {
    const campaign = await t.db
      .selectFrom('campaigns')
      .select(['id', 'main_title', 'main_title_ar'])
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(title((await get(`/en/campaign/${campaign.id}/x`)).body)).toBe(
      `${campaign.main_title} | Bazaar`,
    );
    expect(title((await get(`/ar/campaign/${campaign.id}/x`)).body)).toBe(
      `${campaign.main_title_ar ?? campaign.main_title} | بازار`,
    );
    expect(title((await get('/ar/about')).body)).toBe('من نحن | بازار');
    expect(title((await get('/en/')).body)).toMatch(/^Bazaar: /);
  });

  it('escapes whatever a product or a search term holds', async () => {
    const hostile = `Kurta </script><script>alert(1)</script> "quoted" & <b>`;
    const product = await productBySku('APP-KUR-002');
    await t.db
      .updateTable('products')
      .set({ name: hostile, short_description: '<!-- \u2028 -->' })
      .where('id', '=', product.id)
      .execute();
    const html = (await get(`/en/product-detail/${product.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<!-- ');
    expect(title(html)).toBe(
      'Kurta &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &lt;b&gt; | Bazaar',
    );
    expect(jsonLd(html).name).toBe(hostile);
    const search = (
      await get('/en/all-products/0/x?SearchTerm=%22%3E%3Cscript%3Ealert(1)%3C/script%3E')
    ).body;
    expect(search).not.toContain('<script>alert(1)');
    expect(title(search)).toBe(
      'Results for “&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;” | Bazaar',
    );
  });

  it('keeps the CSP free of inline script', async () => {
    const response = await get('/en/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('page heads on a real socket', () => {
  let t: TestApp;
  let port: number;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-seo-socket-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    // No PUBLIC_URL: links are built from the request's Host, when it is a plain host name.
    t = await createTestApp('sqlite', { config: { WEB_DIST_DIR: webDist } });
    port = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a product page with its JSON-LD, and 404 for an unknown product', async () => {
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'paid_price_paise'])
      .where('sku', '=', 'FRG-ATT-001')
      .executeTakeFirstOrThrow();
    const page = await rawGet(port, `/en/product-detail/${product.id}/attars/ruh-khus-attar-12ml`);
    expect(page.status).toBe(200);
    const body = Buffer.from(page.body, 'latin1').toString('utf8');
    const ld = jsonLd(body);
    expect(ld.offers).toMatchObject({ price: (product.paid_price_paise / 100).toFixed(2) });
    expect(String(ld.url)).toMatch(/^http:\/\/127\.0\.0\.1\/en\/product-detail\//);
    expect((await rawGet(port, '/en/product-detail/987654')).status).toBe(404);
  });

  it('ignores a Host header that is not a plain host name', async () => {
    const page = await rawRequest(
      port,
      'GET /en/about HTTP/1.1\nHost: evil.example/x?<b>\nConnection: close\n\n',
    );
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil');
    expect(canonical(page.body)).toBe('http://localhost/en/about');
  });
});

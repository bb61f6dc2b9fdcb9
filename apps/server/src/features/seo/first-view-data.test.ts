// The home page carries its first view: the banners answer (exactly what the API answers) as a
// JSON data block, and the first banner drawn into the static frame, in the route's language,
// escaped. Other pages and unknown addresses carry neither; the mark never shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_DATA_ID } from '@bazaar/contract/page-routes';
import { DIALECTS } from '../../test/databases.ts';
import { escapeHtml } from './page-head.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Bazaar</title></head>
  <body><div id="root"><div class="app-shell"><!--first-view--></div></div></body>
</html>`;

type Inlined = { key: string; params: unknown; data: string }[];

function inlined(html: string): Inlined | undefined {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">(.*?)</script>`,
  );
  const text = block.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Inlined);
}
const hero = (html: string) =>
  /<div class="banner-slider">(.*?)<\/div><\/div><\/div><\/div><\/div><\/div>/.exec(html)?.[0];

describe.each(DIALECTS)('first view written into the page on %s', (dialect) => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-first-view-'));
  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp(dialect, { config: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['en', 'ar'] as const)(
    '/%s/ holds the banners answer and the first banner',
    async (lang) => {
      const html = await page(`/${lang}/`);
      const api = await call<{ BannerImgUrl: string; MainTitle: string }[]>(
        t.app,
        'getHomeBanners',
        {
          languageCode: lang,
        },
      );
      expect(inlined(html)).toEqual([
        { key: 'getHomeBanners', params: { languageCode: lang }, data: api.envelope.data },
      ]);
      const [first] = api.data;
      expect(hero(html)).toContain(`src="${first?.BannerImgUrl}"`);
      expect(hero(html)).toContain(
        `<p class="banner-slide__title">${escapeHtml(first?.MainTitle ?? '')}</p>`,
      );
      if (lang === 'ar') expect(first?.MainTitle).toMatch(/[\u0600-\u06ff]/);
      expect(html).not.toContain('<!--first-view-->');
    },
  );

  it('writes neither into other pages nor into a not-found page', async () => {
    for (const url of ['/en/about', '/ar/all-products/0/all-categories', '/en/no-such-page']) {
      const html = await page(url);
      expect(inlined(html)).toBeUndefined();
      expect(hero(html)).toBeUndefined();
      expect(html).not.toContain('<!--first-view-->');
    }
  });

  it('escapes what a banner holds, in the frame and in the data block', async () => {
    const evil = '</script><script>alert(1)</script> "Sale" & <b>';
    const first = await t.db
      .selectFrom('banners')
      .select('id')
      .where('active', '=', 1)
      .orderBy('display_order')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('banners')
      .set({ main_title: evil })
      .where('id', '=', first.id)
      .execute();
    const html = await page('/en/');
    expect(html).not.toContain('<script>alert(1)');
    expect(hero(html)).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Sale&quot; &amp; &lt;b&gt;',
    );
    const data = JSON.parse(inlined(html)?.[0]?.data ?? '[]') as { MainTitle: string }[];
    expect(data[0]?.MainTitle).toBe(evil);
  });

  it('draws no frame banner when there is no active banner, and still serves the page', async () => {
    await t.db.updateTable('banners').set({ active: 0 }).execute();
    const html = await page('/en/');
    expect(hero(html)).toBeUndefined();
    expect(inlined(html)?.[0]?.data).toBe('[]');
  });
});

// Cached answers (answer-cache.ts, migration 0011): two instances on one database each keep
// their own answers, and a write by any means — another instance, the admin command, SQL by
// hand — shows in both at the next request. An order's stock change does not drop them, unless
// a product sells out or comes back (its InStock is shown).
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bazaar/contract/constants';
import { acceptedEncoding, answerCache } from './answer-cache.ts';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { WATCHED_PRODUCT_COLUMNS } from './db/migrations/0011-answer-version.ts';
import { wrapDatabase } from './open-database.ts';
import { DIALECTS } from './test/databases.ts';
import { call, createTestApp, type TestApp } from './test/test-app.ts';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';

type Row = Record<string, unknown>;

describe.each(DIALECTS)('cached answers on %s', (dialect) => {
  let t: TestApp;
  let other: FastifyInstance;
  const version = async () =>
    Number(
      (await t.db.selectFrom('answer_version').select('version').executeTakeFirstOrThrow()).version,
    );
  const firstRow = async (app: FastifyInstance, key: Parameters<typeof call>[1], params = {}) =>
    (await call<Row[]>(app, key, params)).data[0] ?? {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A second instance: its own memory, the same database.
    other = await buildApp(
      testConfig({ FILES_DIR: t.filesDir, WEB_DIST_DIR: path.join(t.filesDir, 'none') }),
      { database: wrapDatabase({ db: t.db, dialect, destroy: async () => undefined }) },
    );
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const popular = { PageNo: 1, PageSize: 20, TabName: '' };
  const writes: [string, (id: number) => Promise<unknown>, () => Promise<Row>, string][] = [
    [
      'a product renamed',
      (id) =>
        t.db.updateTable('products').set({ name: 'Renamed Kurta' }).where('id', '=', id).execute(),
      () => firstRow(t.app, 'getPopularProducts', popular),
      'ProductName',
    ],
    [
      'a banner retitled',
      (id) =>
        t.db.updateTable('banners').set({ main_title: 'New Title' }).where('id', '=', id).execute(),
      () => firstRow(t.app, 'getHomeBanners'),
      'MainTitle',
    ],
    [
      'a category renamed',
      (id) =>
        t.db.updateTable('categories').set({ name: 'New Name' }).where('id', '=', id).execute(),
      () => firstRow(t.app, 'getCategoriesList', { PageNo: 1, PageSize: 100 }),
      'Name',
    ],
  ];

  it.each(writes)('%s shows in both instances at once', async (_what, write, read, field) => {
    const before = await read();
    const id = Number(Object.values(before)[0]);
    await firstRow(other, 'getPopularProducts', popular); // both instances hold answers
    await write(id);
    const after = await read();
    expect(after[field]).not.toEqual(before[field]);
    expect(Object.values(after)[0]).toBe(id);
  });

  it('a new review moves the rating in the list the other instance had cached', async () => {
    const before = await firstRow(other, 'getPopularProducts', popular);
    await t.db
      .insertInto('reviews')
      .values({
        product_id: Number(before.ProductId),
        reviewer_name: 'Asha',
        reviewer_email: 'asha@example.in',
        title: 'Lovely',
        body: 'Soft and well made.',
        rating: 1,
      })
      .execute();
    const after = await firstRow(other, 'getPopularProducts', popular);
    expect(after.TotalReviews).toBe(Number(before.TotalReviews) + 1);
  });

  it('a label changed by hand is answered in the new words', async () => {
    const ask = { entityId: 63, languageCode: 'ar' };
    const labels = async () => JSON.stringify((await call(t.app, 'getLocalization', ask)).data);
    const before = await labels();
    await t.db
      .updateTable('localization_labels')
      .set({ text: 'نص جديد' })
      .where('entity_id', '=', 63)
      .where('language_id', '=', LANGUAGES.ar)
      .execute();
    expect(await labels()).not.toBe(before);
    expect(await labels()).toContain('نص جديد');
  });

  it('a stock change (every order makes one) keeps the version, so orders take no extra lock', async () => {
    const before = await version();
    await t.db
      .updateTable('products')
      .set({ stock_quantity: sql`stock_quantity + 1` })
      .where('stock_quantity', '>', 0)
      .execute();
    expect(await version()).toBe(before);
    await t.db
      .updateTable('products')
      .set({ popularity: sql`popularity + 1` })
      .execute();
    expect(await version()).toBeGreaterThan(before);
  });

  it('a product selling out says so in the list the other instance had cached (0018)', async () => {
    const before = await firstRow(other, 'getPopularProducts', popular);
    expect(before.InStock).toBe(true);
    const sellOut = (stock: number) =>
      t.db
        .updateTable('products')
        .set({ stock_quantity: stock })
        .where('id', '=', Number(before.ProductId))
        .execute();
    await sellOut(0);
    expect((await firstRow(other, 'getPopularProducts', popular)).InStock).toBe(false);
    await sellOut(4);
    expect((await firstRow(other, 'getPopularProducts', popular)).InStock).toBe(true);
  });

  it('every products column but stock and tax data raises the version (a new column must choose)', async () => {
    const columns =
      dialect === 'postgres'
        ? (
            await sql<{ name: string }>`select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = 'products'
              and is_generated = 'NEVER'`.execute(t.db)
          ).rows
        : (
            await sql<{ name: string }>`select name from pragma_table_info('products')`.execute(
              t.db,
            )
          ).rows;
    // Stock raises it only on crossing zero (0018); the tax columns (0021) show only on invoices,
    // final_sale (0020) only on the order page's after-sales answer, which is never cached.
    // updated_at (0029) is written with edit_version, which raises it.
    const unwatched = new Set([
      'stock_quantity',
      'hsn_code',
      'gst_rate_bp',
      'final_sale',
      'updated_at',
    ]);
    const expected = columns.map((c) => c.name).filter((name) => !unwatched.has(name));
    const watched = [
      ...WATCHED_PRODUCT_COLUMNS,
      'full_description_ar' /* 0023 */,
      'edit_version' /* 0029 */,
    ];
    expect(watched.sort()).toEqual(expected.sort());
  });

  it('concurrent misses for one key make the answer once; a failure is not kept', async () => {
    const cache = answerCache(t.db, 2);
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'body';
    };
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.answer('k', make)));
    expect(new Set(bodies.map((body) => body.text))).toEqual(new Set(['body']));
    expect(made).toBe(1);
    await expect(cache.answer('bad', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect((await cache.answer('bad', async () => 'fine')).text).toBe('fine');
    // Two keys at most: a third pushes out the oldest ('k'), which is made again.
    await cache.answer('third', make);
    await cache.answer('k', make);
    expect(made).toBe(3);
  });

  it('sends a big answer compressed as the client takes it, the same text each time', async () => {
    const ask = (acceptEncoding: string) =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(ENDPOINTS.getPopularProducts),
        headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
        payload: { requestParameters: popular },
      });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzip = await ask('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await ask('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await ask('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    // A small answer is not worth compressing.
    const logo = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS.getWebsiteLogo),
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: { requestParameters: {} },
    });
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.json()).toMatchObject({ statusCode: 200 });
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

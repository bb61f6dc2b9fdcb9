// The catalogue at scale: generates BENCH_PRODUCTS (default 100 000) products into a scratch
// database — the demo catalogue, each product copied with its categories, sizes, tags, colours
// and images, prices, dates, popularity and review totals varied — then times single requests
// (p50/p95 of BENCH_RUNS, default 15) of the listing, facets, search and category list through
// the real app (inject, no network). Usage, from the repository root:
//   npx tsx bench/catalogue-scale.ts sqlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/catalogue-scale.ts postgres
// BENCH_SQLITE_FILE=/tmp/scale.db keeps the SQLite database and reuses it on the next run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { rebuildSearchIndex } from '../apps/server/src/db/search-index.ts';
import { insertRows } from '../apps/server/src/db/insert-rows.ts';
import { seedDemoCatalogue } from '../apps/server/src/db/seed/seed.ts';
import { wrapDatabase } from '../apps/server/src/open-database.ts';

const TARGET = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-scale-'));
// Decided before opening the file, which creates it.
const reuse =
  dialect === 'sqlite' &&
  process.env.BENCH_SQLITE_FILE !== undefined &&
  fs.existsSync(process.env.BENCH_SQLITE_FILE);
/** BENCH_PG_SCHEMA keeps the PostgreSQL schema and reuses it on the next run. */
const keptSchema = process.env.BENCH_PG_SCHEMA;
const schema = keptSchema ?? `bench_${randomBytes(4).toString('hex')}`;
const handle =
  dialect === 'postgres'
    ? createDatabase({ databaseUrl: process.env.DATABASE_URL, pgSchema: schema })
    : createDatabase({ sqliteFile: process.env.BENCH_SQLITE_FILE ?? path.join(dir, 'scale.db') });
const { db } = handle;

/** A small deterministic PRNG, so both databases get the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const EDITIONS = ['Classic', 'Festive', 'Heritage', 'Studio', 'Signature', 'Everyday', 'Royal'];

async function copyLinks<
  T extends
    'product_categories' | 'product_sizes' | 'product_tags' | 'product_colors' | 'product_images',
>(
  table: T,
  byProduct: Map<number, Insertable<Database[T]>[]>,
  pairs: [number, number][],
): Promise<void> {
  const rows: Insertable<Database[T]>[] = [];
  for (const [from, to] of pairs) {
    for (const row of byProduct.get(from) ?? []) rows.push({ ...row, product_id: to });
  }
  await insertRows(db, table, rows);
}

function without<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => !keys.includes(key as K)),
  ) as Omit<T, K>;
}

function groupBy<R extends { product_id: number }>(rows: R[]) {
  const map = new Map<number, R[]>();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
  return map;
}

async function generate(): Promise<void> {
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { filesDir: dir });
  const base = await db.selectFrom('products').selectAll().orderBy('id').execute();
  const links = {
    categories: groupBy(await db.selectFrom('product_categories').selectAll().execute()),
    sizes: groupBy(await db.selectFrom('product_sizes').selectAll().execute()),
    tags: groupBy(await db.selectFrom('product_tags').selectAll().execute()),
    colours: groupBy(await db.selectFrom('product_colors').selectAll().execute()),
    images: groupBy(
      (await db.selectFrom('product_images').selectAll().execute()).map((row) =>
        without(row, ['id']),
      ),
    ),
  };
  const next = random(7);
  const epoch = Date.parse('2026-06-01T00:00:00.000Z');
  for (let made = base.length; made < TARGET;) {
    const count = Math.min(5_000, TARGET - made);
    const rows: Insertable<Database['products']>[] = [];
    const sources: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const n = made + i;
      const source = base[n % base.length];
      if (!source) throw new Error('no demo products');
      const factor = 0.6 + next() * 1.2;
      const price = Math.max(29_900, Math.round((source.price_paise * factor) / 100) * 100);
      const discount = next() < 0.35 ? Math.round(price * (0.6 + next() * 0.3)) : null;
      const reviews = next() < 0.7 ? 1 + Math.floor(next() * 40) : 0;
      const copy = without(source, ['id', 'paid_price_paise', 'rating_average']);
      rows.push({
        ...copy,
        sku: `${source.sku}-S${n}`,
        name: `${source.name} ${EDITIONS[n % EDITIONS.length] ?? ''} ${Math.floor(n / base.length)}`,
        price_paise: price,
        discounted_price_paise: discount,
        popularity: Math.floor(next() * 100_000),
        sales_count: Math.floor(next() * 5_000),
        created_at: new Date(epoch - Math.floor(next() * 3 * 365 * 86_400_000)).toISOString(),
        review_count: reviews,
        rating_sum: reviews === 0 ? 0 : Math.round(reviews * (1 + next() * 4)),
      });
      sources.push(source.id);
    }
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += 1_000) {
      const inserted = await db
        .insertInto('products')
        .values(rows.slice(start, start + 1_000))
        .returning('id')
        .execute();
      ids.push(...inserted.map((row) => row.id));
    }
    const pairs = ids.map((id, i): [number, number] => [sources[i] ?? 0, id]);
    await copyLinks('product_categories', links.categories, pairs);
    await copyLinks('product_sizes', links.sizes, pairs);
    await copyLinks('product_tags', links.tags, pairs);
    await copyLinks('product_colors', links.colours, pairs);
    await copyLinks('product_images', links.images, pairs);
    made += count;
  }
  await rebuildSearchIndex(db);
  // Steady state: statistics, and on PostgreSQL a visibility map for index-only scans.
  await (dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
}

const QUERIES: [string, EndpointKey, Record<string, unknown>][] = [
  ['listing, no filter (page 1 of 22)', 'getAllProducts', { CategoryID: '0', PageSize: 22 }],
  [
    'listing, 3 filters + Price ASC',
    'getAllProducts',
    {
      CategoryID: '1',
      TagID: '1,2',
      MinPrice: 500,
      MaxPrice: 5000,
      OrderByColumnName: 'Price ASC',
      PageSize: 22,
    },
  ],
  ['listing, page 500', 'getAllProducts', { CategoryID: '0', PageNo: 500, PageSize: 22 }],
  [
    'listing, Date DESC, rating 4',
    'getAllProducts',
    { Rating: 4, OrderByColumnName: 'Date DESC', PageSize: 22 },
  ],
  ['facets, no filter', 'getProductFacets', {}],
  [
    'facets, category + brand + price',
    'getProductFacets',
    { CategoryID: '1', ManufacturerID: '1', MinPrice: 500 },
  ],
  ['search, English "kurta"', 'getAllProducts', { SearchTerm: 'kurta', PageSize: 22 }],
  ['search, Arabic "العطور"', 'getAllProducts', { SearchTerm: 'العطور', PageSize: 22 }],
  ['search, typo "sandlewood"', 'getAllProducts', { SearchTerm: 'sandlewood', PageSize: 22 }],
  ['search, Arabic name "ساري حرير"', 'getAllProducts', { SearchTerm: 'ساري حرير', PageSize: 22 }],
  ['category list', 'getCategoriesList', { PageNo: 1, PageSize: 100 }],
  ['popular categories', 'getPopularCategories', {}],
];

/** Pages and sitemap files (GET), through the same app. */
const PAGES: [string, string][] = [
  ['product page HTML (head filled in)', '/en/product-detail/54321/x/y'],
  ['listing page HTML (category title)', '/ar/all-products/3/x'],
  ['sitemap.xml (index)', '/sitemap.xml'],
  ['sitemap-products-1.xml (10 000)', '/sitemap-products-1.xml'],
];

const line = (label: string, times: number[], rows: number | string) =>
  console.log(
    `${label.padEnd(42)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)}  p95 ${percentile(times, 0.95).toFixed(1).padStart(7)}  ${typeof rows === 'number' ? `rows ${rows}` : rows}`,
  );

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

async function measure(): Promise<void> {
  // The built storefront when there is one (npm run build), for the page heads.
  const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const app = await buildApp(testConfig({ FILES_DIR: dir, WEB_DIST_DIR: webDist }), {
    database: wrapDatabase(handle),
  });
  const total = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`${dialect}: ${total.n} products; ${RUNS} single requests each (ms)`);
  for (const [label, key, params] of QUERIES) {
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: endpointPath(ENDPOINTS[key]),
        headers: { 'content-type': 'application/json' },
        payload: { requestParameters: params },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${label}: HTTP ${response.statusCode} ${response.body}`);
      if (run > 0) times.push(elapsed); // the first run warms caches
      rows = (JSON.parse(response.json<{ data: string }>().data) as unknown[]).length;
    }
    line(label, times, rows);
  }
  await measureAfterWrite(app);
  for (const [label, url] of PAGES) {
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run <= Math.min(RUNS, 5); run += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${label}: HTTP ${response.statusCode}`);
      if (run > 0) times.push(elapsed);
      size = response.rawPayload.length;
    }
    line(label, times, `${(size / 1024).toFixed(0)} KB`);
  }
  await app.close();
}

/**
 * The unfiltered facets and category list right after a write: the one request that recounts
 * the facets the write moved (a price change: the price bands; publishing: every facet).
 */
async function measureAfterWrite(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const reprice = (id: number) =>
    sql`update products set price_paise = price_paise + 100 where id = ${id}`;
  const publish = (id: number) => sql`update products set published = 1 where id = ${id}`;
  for (const [label, key, write] of [
    ['facets, no filter, after a price change', 'getProductFacets', reprice],
    ['category list, after a price change', 'getCategoriesList', reprice],
    ['facets, no filter, after publishing', 'getProductFacets', publish],
    ['category list, after publishing', 'getCategoriesList', publish],
  ] as const) {
    const times: number[] = [];
    for (let run = 0; run < Math.min(RUNS, 5); run += 1) {
      await write(run + 1).execute(db);
      const started = performance.now();
      await app.inject({
        method: 'POST',
        url: endpointPath(ENDPOINTS[key]),
        headers: { 'content-type': 'application/json' },
        payload: {
          requestParameters: key === 'getCategoriesList' ? { PageNo: 1, PageSize: 100 } : {},
        },
      });
      times.push(performance.now() - started);
    }
    line(label, times, 'recount');
  }
}

try {
  const started = performance.now();
  const kept =
    dialect === 'postgres' &&
    keptSchema !== undefined &&
    (
      await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_schema = ${keptSchema} and table_name = 'products'`.execute(db)
    ).rows[0]?.n === 1;
  if (reuse || kept) await migrateToLatest(db);
  else await generate();
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await measure();
} finally {
  if (dialect === 'postgres' && keptSchema === undefined) {
    await db.schema.dropSchema(schema).ifExists().cascade().execute();
  }
  await handle.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}

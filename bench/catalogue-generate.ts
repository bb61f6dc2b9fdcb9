// The catalogue generator: N products (default 100 000) into a fresh SQLite file or a
// PostgreSQL schema, built from the demo catalogue — each product a variant of a demo product
// with its categories, sizes, colours, images, attributes and shipping methods, and a spread of
// its own: brand (one in five another), an extra tag, English and Arabic edition names, prices
// with paise, discounts, stock, dates, popularity, sales and 0–6 reviews with their totals.
// Deterministic (a seeded PRNG), so both databases — and a before and an after — get the same
// catalogue. A progress bar on stderr, a table and a one-line summary on stdout.
//   npx tsx bench/catalogue-generate.ts --products 100000 --sqlite /tmp/scale.db
//   DATABASE_URL=postgres://… npx tsx bench/catalogue-generate.ts --pg-schema perf_scale
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { sql, type Insertable } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { insertRows } from '../apps/server/src/db/insert-rows.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { rebuildSearchIndex } from '../apps/server/src/db/search-index.ts';
import { seedDemoCatalogue } from '../apps/server/src/db/seed/seed.ts';

/** A small deterministic PRNG (LCG), so every run makes the same catalogue. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const EDITIONS: readonly [string, string][] = [
  ['Classic', 'كلاسيكي'],
  ['Festive', 'احتفالي'],
  ['Heritage', 'تراثي'],
  ['Studio', 'استوديو'],
  ['Signature', 'مميز'],
  ['Everyday', 'يومي'],
  ['Royal', 'ملكي'],
];
const BATCH = 2_000;
/** Link tables copied from the demo product each variant is made from. */
const LINKS = [
  'product_categories',
  'product_sizes',
  'product_tags',
  'product_colors',
  'product_images',
  'product_attributes',
  'product_attribute_options',
  'product_shipping_methods',
] as const;
type LinkTable = (typeof LINKS)[number];
type LinkRow = Record<string, unknown> & { product_id: number };

export interface GenerateOptions {
  products: number;
  filesDir: string;
  /** Called with the products made so far. */
  onProgress?: (made: number) => void;
}

export interface GenerateResult {
  products: number;
  reviews: number;
  /** Seconds per phase. */
  seconds: { seed: number; products: number; searchIndex: number; analyze: number };
}

const pick = <T>(list: readonly T[], next: () => number): T => {
  const item = list[Math.floor(next() * list.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
};
const omit = (row: object, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

async function byProduct(handle: DatabaseHandle, table: LinkTable) {
  const rows = (await handle.db.selectFrom(table).selectAll().execute()) as LinkRow[];
  const map = new Map<number, LinkRow[]>();
  for (const row of rows) {
    const list = map.get(row.product_id) ?? [];
    list.push(omit(row, ['id', 'product_id']) as LinkRow);
    map.set(row.product_id, list);
  }
  return map;
}

/** Migrates, seeds the demo catalogue, and adds variants up to `products`. */
export async function generateCatalogue(
  handle: DatabaseHandle,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const { db } = handle;
  const clock = () => performance.now() / 1000;
  let started = clock();
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { filesDir: options.filesDir });
  const seed = clock() - started;
  started = clock();
  const base = await db.selectFrom('products').selectAll().orderBy('id').execute();
  const brands = (await db.selectFrom('manufacturers').select('id').execute()).map((r) => r.id);
  const tags = (await db.selectFrom('tags').select('id').execute()).map((r) => r.id);
  const templates = await db.selectFrom('reviews').selectAll().where('approved', '=', 1).execute();
  const links = new Map<LinkTable, Map<number, LinkRow[]>>();
  for (const table of LINKS) links.set(table, await byProduct(handle, table));
  const next = random(7);
  const epoch = Date.parse('2026-06-01T00:00:00.000Z');
  const columns = Object.keys(omit(base[0] ?? {}, ['id', 'paid_price_paise', 'rating_average']));
  const chunk = Math.floor(30_000 / columns.length);
  let reviews = 0;
  // One transaction: SQLite syncs once instead of once per statement.
  await db.transaction().execute(async (trx) => {
    for (let made = base.length; made < options.products; made += BATCH) {
      const count = Math.min(BATCH, options.products - made);
      const rows: Insertable<Database['products']>[] = [];
      const sources: number[] = [];
      const reviewRows: Omit<Insertable<Database['reviews']>, 'product_id'>[][] = [];
      for (let i = 0; i < count; i += 1) {
        const n = made + i;
        const source = pick(base, next);
        const [edition, editionAr] = pick(EDITIONS, next);
        // Prices with paise: the demo price scaled by 0.6–1.8, never under ₹99.
        const price = Math.max(9_900, Math.round(source.price_paise * (0.6 + next() * 1.2)));
        const discount = next() < 0.35 ? Math.round(price * (0.6 + next() * 0.3)) : null;
        const written = Array.from({ length: Math.floor(next() * 7) }, () => {
          const template = pick(templates, next);
          // Mostly 4–5 stars, as shops see.
          const rating = Math.min(5, Math.max(1, Math.round(2.5 + next() * 3)));
          const at = new Date(epoch - Math.floor(next() * 365 * 86_400_000)).toISOString();
          return { ...omit(template, ['id', 'product_id']), rating, created_at: at };
        }) as Omit<Insertable<Database['reviews']>, 'product_id'>[];
        reviewRows.push(written);
        rows.push({
          ...(omit(source, ['id', 'paid_price_paise', 'rating_average']) as typeof source),
          sku: `${source.sku}-V${n}`,
          name: `${source.name} ${edition} ${n}`,
          name_ar: source.name_ar === null ? null : `${source.name_ar} ${editionAr} ${n}`,
          manufacturer_id: next() < 0.2 ? pick(brands, next) : source.manufacturer_id,
          price_paise: price,
          discounted_price_paise: discount !== null && discount < price ? discount : null,
          stock_quantity: Math.floor(next() * 500),
          popularity: Math.floor(next() * 100_000),
          sales_count: Math.floor(next() * 5_000),
          published: next() < 0.97 ? 1 : 0,
          created_at: new Date(epoch - Math.floor(next() * 3 * 365 * 86_400_000)).toISOString(),
          review_count: written.length,
          rating_sum: written.reduce((sum, review) => sum + review.rating, 0),
        });
        sources.push(source.id);
      }
      const ids: number[] = [];
      for (let start = 0; start < rows.length; start += chunk) {
        const inserted = await trx
          .insertInto('products')
          .values(rows.slice(start, start + chunk))
          .returning('id')
          .execute();
        ids.push(...inserted.map((row) => row.id));
      }
      for (const table of LINKS) {
        const copied: LinkRow[] = [];
        ids.forEach((id, i) => {
          for (const row of links.get(table)?.get(sources[i] ?? 0) ?? [])
            copied.push({ ...row, product_id: id });
        });
        // One extra tag on a quarter of the products: tags spread beyond their demo product.
        if (table === 'product_tags') {
          ids.forEach((id, i) => {
            const extra = pick(tags, next);
            const has = links
              .get(table)
              ?.get(sources[i] ?? 0)
              ?.some((r) => r.tag_id === extra);
            if (next() < 0.25 && !has) copied.push({ product_id: id, tag_id: extra });
          });
        }
        await insertRows(trx, table, copied as never[]);
      }
      const written = ids.flatMap((id, i) =>
        (reviewRows[i] ?? []).map((review) => ({ ...review, product_id: id })),
      );
      reviews += written.length;
      await insertRows(trx, 'reviews', written);
      options.onProgress?.(made + count);
    }
  });
  const productSeconds = clock() - started;
  started = clock();
  await rebuildSearchIndex(db);
  const searchIndex = clock() - started;
  started = clock();
  // Steady state: statistics, and on PostgreSQL a visibility map for index-only scans.
  await (handle.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  const total = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    products: total.n,
    reviews,
    seconds: { seed, products: productSeconds, searchIndex, analyze: clock() - started },
  };
}

/** A fresh SQLite file or PostgreSQL schema, with the generated catalogue. */
export async function generateInto(
  target: { sqliteFile: string } | { databaseUrl: string; pgSchema: string },
  products: number,
): Promise<{ handle: DatabaseHandle; result: GenerateResult }> {
  if ('sqliteFile' in target) {
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(target.sqliteFile + suffix, { force: true });
  }
  const handle = createDatabase(target);
  if ('pgSchema' in target) {
    await sql`drop schema if exists ${sql.id(target.pgSchema)} cascade`.execute(handle.db);
    await sql`create schema ${sql.id(target.pgSchema)}`.execute(handle.db);
  }
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-generate-'));
  const bar = new SingleBar(
    {
      format: 'products {bar} {value}/{total} {percentage}% eta {eta}s',
      stream: process.stderr,
      // In a log (no terminal): a line every 5 s instead of nothing.
      noTTYOutput: true,
      notTTYSchedule: 5_000,
    },
    Presets.shades_classic,
  );
  bar.start(products, 0);
  try {
    const result = await generateCatalogue(handle, {
      products,
      filesDir,
      onProgress: (made) => bar.update(made),
    });
    return { handle, result };
  } finally {
    bar.stop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      sqlite: { type: 'string' },
      'pg-schema': { type: 'string' },
    },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1) throw new Error('--products: a whole number');
  const postgres = values['pg-schema'] !== undefined;
  const databaseUrl = process.env.DATABASE_URL;
  if (postgres && !databaseUrl) throw new Error('--pg-schema needs DATABASE_URL');
  const target =
    postgres && databaseUrl
      ? { databaseUrl, pgSchema: values['pg-schema'] ?? '' }
      : { sqliteFile: values.sqlite ?? path.join(os.tmpdir(), 'bazaar-catalogue.db') };
  const started = performance.now();
  const { handle, result } = await generateInto(target, products);
  await handle.destroy();
  const seconds = (performance.now() - started) / 1000;
  console.table(
    Object.entries(result.seconds).map(([phase, s]) => ({ phase, seconds: Number(s.toFixed(1)) })),
  );
  const where = 'sqliteFile' in target ? target.sqliteFile : `schema ${target.pgSchema}`;
  console.log(
    `summary: ${result.products} products, ${result.reviews} reviews into ${where} in ${seconds.toFixed(1)} s (target ≤ 60 s for 100 000 on SQLite)`,
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();

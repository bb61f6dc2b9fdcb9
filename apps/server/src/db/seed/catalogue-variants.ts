// Catalogue variants at scale (bench/catalogue-generate.ts, the query-plan test): N products
// built from the demo catalogue — each product a variant of a demo product
// with its categories, sizes, colours, images, attributes and shipping methods, and a spread of
// its own: brand (one in five another), an extra tag, English and Arabic edition names, prices
// with paise, discounts, stock, dates, popularity, sales and 0–6 reviews with their totals.
// Deterministic (a seeded PRNG), so both databases — and a before and an after — get the same
// catalogue. Bench and test code only: the server never calls it.
import { sql, type Insertable } from 'kysely';
import type { DatabaseHandle } from '../database.ts';
import { insertRows } from '../insert-rows.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { rebuildSearchIndex } from '../search-index.ts';
import { seedDemoCatalogue } from './seed.ts';

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
  // migrateToLatest ran the after-migrate steps on the demo catalogue: the index is rebuilt
  // here for every product, and a server started on this database finds the steps done.
  await rebuildSearchIndex(db);
  const searchIndex = clock() - started;
  started = clock();
  // Steady state: statistics, and on PostgreSQL a visibility map for index-only scans.
  // PostgreSQL: these tables only (a bare VACUUM would visit every schema of the database).
  const tables = sql.join(
    ['products', 'product_search', 'reviews', ...LINKS].map((t) => sql.id(t)),
  );
  await (handle.dialect === 'postgres' ? sql`vacuum analyze ${tables}` : sql`analyze`).execute(db);
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

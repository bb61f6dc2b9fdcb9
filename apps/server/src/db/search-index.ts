// Builds the search documents (product_search) and the typo vocabulary (search_vocabulary)
// from the catalogue, every text run through the contract's normalizeSearchText — the same
// function every query goes through. Run when seeding and once after migrating (after-migrate.ts),
// always against the latest schema; a write that changes a product's searchable text calls it
// again for that product.
import type { Kysely } from 'kysely';
import { normalizeSearchText, wordLength } from '@bazaar/contract/search-text';
import { dialectOf } from './dialect.ts';
import type { Database } from './schema.ts';
import { insertRows } from './insert-rows.ts';

type Names = Map<number, string[]>;

function addTo(map: Names, id: number, ...texts: (string | null)[]): void {
  const list = map.get(id) ?? [];
  for (const text of texts) if (text) list.push(text);
  map.set(id, list);
}

/** product id → texts, for one link table joined to its lookup. */
async function linkedNames(
  db: Kysely<Database>,
  link: 'product_tags' | 'product_colors',
): Promise<Names> {
  const rows =
    link === 'product_tags'
      ? await db
          .selectFrom('product_tags')
          .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
          .select(['product_tags.product_id', 'tags.name', 'tags.name_ar'])
          .execute()
      : await db
          .selectFrom('product_colors')
          .innerJoin('colors', 'colors.id', 'product_colors.color_id')
          .select(['product_colors.product_id', 'colors.name', 'colors.name_ar'])
          .execute();
  const names: Names = new Map();
  for (const row of rows) addTo(names, row.product_id, row.name, row.name_ar);
  return names;
}

/** product id → names of its categories and of their ancestors, English and Arabic. */
async function categoryNames(db: Kysely<Database>): Promise<Names> {
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'parent_category_id', 'name', 'name_ar'])
    .execute();
  const byId = new Map(categories.map((c) => [c.id, c]));
  const links = await db
    .selectFrom('product_categories')
    .select(['product_id', 'category_id'])
    .execute();
  const names: Names = new Map();
  for (const link of links) {
    const seen = new Set<number>();
    for (let c = byId.get(link.category_id); c && !seen.has(c.id);) {
      seen.add(c.id);
      addTo(names, link.product_id, c.name, c.name_ar);
      c = c.parent_category_id === null ? undefined : byId.get(c.parent_category_id);
    }
  }
  return names;
}

/** Normalised, with a space at each end so ' word' also matches a word at the start. */
const key = (texts: (string | null | undefined)[]) =>
  ` ${normalizeSearchText(texts.filter(Boolean).join(' '))} `;

/** Rebuilds every product's search document and the vocabulary. */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<void> {
  const products = await db
    .selectFrom('products')
    .leftJoin('manufacturers', 'manufacturers.id', 'products.manufacturer_id')
    .select([
      'products.id',
      'products.name',
      'products.name_ar',
      'products.short_description',
      'products.short_description_ar',
      'manufacturers.name as brand',
      'manufacturers.name_ar as brand_ar',
    ])
    .execute();
  const [categories, tags, colours] = await Promise.all([
    categoryNames(db),
    linkedNames(db, 'product_tags'),
    linkedNames(db, 'product_colors'),
  ]);
  const frequency = new Map<string, number>();
  const rows = products.map((p) => {
    const name_key = key([p.name, p.name_ar]);
    const label_key = key([
      p.brand,
      p.brand_ar,
      ...(categories.get(p.id) ?? []),
      ...(tags.get(p.id) ?? []),
      ...(colours.get(p.id) ?? []),
    ]);
    const description_key = key([p.short_description, p.short_description_ar]);
    const all_key = `${name_key}${label_key}${description_key}`.replace(/ {2,}/g, ' ');
    for (const word of new Set(all_key.split(' ').filter(Boolean))) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
    return { product_id: p.id, name_key, label_key, description_key, all_key };
  });
  await db.deleteFrom('product_search').execute();
  await db.deleteFrom('search_vocabulary').execute();
  // SQLite: the FTS5 rowid is the product id, so a search reads its ids from the index alone
  // (product_id is an unindexed column, read from each matching document).
  await insertRows(
    db,
    'product_search',
    dialectOf(db) === 'sqlite'
      ? (rows.map((row) => ({ rowid: row.product_id, ...row })) as typeof rows)
      : rows,
  );
  await insertRows(
    db,
    'search_vocabulary',
    [...frequency].map(([word, count]) => ({
      word,
      length: wordLength(word),
      frequency: count,
    })),
  );
}

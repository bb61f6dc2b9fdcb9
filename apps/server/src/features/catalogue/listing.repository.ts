// The listing's queries (get-all-products, the popular/recent/hot lists and the facet counts).
// Every list is one filter expression over products (listingFilter) with each facet a
// semi-join on an indexed link table; a page selects ids only (index order, deferred join),
// and the rows are loaded for those ids afterwards.
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { wordLength } from '@bazaar/contract/search-text';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { PRICED_PRODUCT_COLUMNS } from './catalogue.repository.ts';

export type Facet = 'category' | 'brand' | 'size' | 'tag' | 'color' | 'price' | 'rating';

/** The listing's filters, resolved: category ids include every descendant. */
export interface ListingFilter {
  categoryIds: readonly number[];
  manufacturerIds: readonly number[];
  sizeIds: readonly number[];
  tagIds: readonly number[];
  colorIds: readonly number[];
  minPaise?: number | undefined;
  maxPaise?: number | undefined;
  /** Average rating of at least this many stars; unreviewed products never match. */
  rating?: number | undefined;
  /** Normalised search words (normalizeSearchText); every one must match. */
  words: readonly string[];
}

export type ListingOrder =
  | 'featured'
  | 'relevance'
  | 'price-asc'
  | 'price-desc'
  | 'date-desc'
  | 'date-asc'
  | 'popular'
  | 'recent'
  | 'hot';

type ProductsEb = ExpressionBuilder<Database, 'products'>;

type SortColumn =
  | 'products.popularity'
  | 'products.paid_price_paise'
  | 'products.created_at'
  | 'products.sales_count';

/** The column each order sorts by, and which way (ties go by id the same way). */
const SORT_OF: Readonly<Record<ListingOrder, readonly [SortColumn, 'asc' | 'desc']>> = {
  featured: ['products.popularity', 'desc'],
  // Without search words there is nothing to score: the featured order.
  relevance: ['products.popularity', 'desc'],
  popular: ['products.popularity', 'desc'],
  'price-asc': ['products.paid_price_paise', 'asc'],
  'price-desc': ['products.paid_price_paise', 'desc'],
  'date-desc': ['products.created_at', 'desc'],
  recent: ['products.created_at', 'desc'],
  'date-asc': ['products.created_at', 'asc'],
  hot: ['products.sales_count', 'desc'],
};

/** LIKE pattern of a search word: a substring from 3 characters, else the start of a word. */
export function wordPattern(word: string): string {
  return wordLength(word) >= 3 ? `%${word}%` : `% ${word}%`;
}

/**
 * The FTS5 phrase that matches exactly what wordPattern matches, or undefined when it is
 * shorter than a trigram (a one-letter word: LIKE then). The trigram index keeps every
 * character's position, spaces too, so a phrase match is a substring match: no document is
 * read to confirm it (LIKE re-reads each candidate).
 */
export function wordPhrase(word: string, column = 'all_key'): string | undefined {
  const text = wordLength(word) >= 3 ? word : ` ${word}`;
  return wordLength(text) >= 3 ? `${column} : "${text.replaceAll('"', '""')}"` : undefined;
}

/**
 * Ids of the products whose search document holds every word. SQLite: the FTS5 rowid is the
 * product id (search-index.ts), read from the index alone; PostgreSQL: the trigram GIN index
 * serves the LIKE patterns.
 */
function documentIds(db: Kysely<Database>, words: readonly string[]) {
  if (dialectOf(db) === 'postgres') {
    let documents = db.selectFrom('product_search').select('product_search.product_id');
    for (const word of words) {
      documents = documents.where('product_search.all_key', 'like', wordPattern(word));
    }
    return documents;
  }
  const phrases = words.flatMap((word) => wordPhrase(word) ?? []);
  let documents = db
    .selectFrom('product_search')
    .select(sql<number>`product_search.rowid`.as('product_id'));
  if (phrases.length > 0) {
    documents = documents.where(sql<SqlBool>`product_search match ${phrases.join(' AND ')}`);
  }
  for (const word of words.filter((w) => wordPhrase(w) === undefined)) {
    documents = documents.where('product_search.all_key', 'like', wordPattern(word));
  }
  return documents;
}

/** Products whose search document holds every word. */
function searchMatches(eb: ProductsEb, db: Kysely<Database>, words: readonly string[]) {
  return eb('products.id', 'in', documentIds(db, words));
}

/** The link table and its id column of each many-to-many facet. */
const LINKS = {
  category: ['product_categories', 'category_id'],
  size: ['product_sizes', 'size_id'],
  tag: ['product_tags', 'tag_id'],
  color: ['product_colors', 'color_id'],
} as const;

/** products.id in the products linked to any of `ids` through one indexed link table. */
function linked(eb: ProductsEb, facet: keyof typeof LINKS, ids: number[]) {
  const [table, column] = LINKS[facet];
  return eb(
    'products.id',
    'in',
    eb.selectFrom(table).select('product_id').where(column, 'in', ids),
  );
}

/** Published products matching the filter, leaving out one facet's own filter (facets). */
export function listingFilter(db: Kysely<Database>, filter: ListingFilter, except?: Facet) {
  return (eb: ProductsEb): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [eb('products.published', '=', 1)];
    const use = (facet: Facet, ids: readonly number[]) => except !== facet && ids.length > 0;
    if (use('category', filter.categoryIds))
      all.push(linked(eb, 'category', [...filter.categoryIds]));
    if (use('brand', filter.manufacturerIds))
      all.push(eb('products.manufacturer_id', 'in', [...filter.manufacturerIds]));
    if (use('size', filter.sizeIds)) all.push(linked(eb, 'size', [...filter.sizeIds]));
    if (use('tag', filter.tagIds)) all.push(linked(eb, 'tag', [...filter.tagIds]));
    if (use('color', filter.colorIds)) all.push(linked(eb, 'color', [...filter.colorIds]));
    if (except !== 'price' && filter.minPaise !== undefined)
      all.push(eb('products.paid_price_paise', '>=', filter.minPaise));
    if (except !== 'price' && filter.maxPaise !== undefined)
      all.push(eb('products.paid_price_paise', '<=', filter.maxPaise));
    if (except !== 'rating' && filter.rating !== undefined) {
      all.push(eb('products.rating_average', '>=', filter.rating));
    }
    if (filter.words.length > 0) all.push(searchMatches(eb, db, filter.words));
    return eb.and(all);
  };
}

/** Relevance of a product for the words: 3 per word in its name, 2 in its labels, else 1. */
function relevance(db: Kysely<Database>, words: readonly string[]) {
  const sqlite = dialectOf(db) === 'sqlite';
  const points = words.map((word) => {
    const [name, label] = [wordPhrase(word, 'name_key'), wordPhrase(word, 'label_key')];
    if (sqlite && name !== undefined && label !== undefined) {
      // Each column's matches from the index (one set per query), not a LIKE per document.
      const holds = (phrase: string) => sql`product_search.rowid in
        (select rowid from product_search where product_search match ${phrase})`;
      return sql<number>`case when ${holds(name)} then 3 when ${holds(label)} then 2 else 1 end`;
    }
    const pattern = wordPattern(word);
    return sql<number>`case when product_search.name_key like ${pattern} then 3
      when product_search.label_key like ${pattern} then 2 else 1 end`;
  });
  return sql<number>`(${sql.join(points, sql` + `)})`;
}

/** One page of matching product ids, in the order asked for (ties by id, so pages are stable). */
export async function findListingPage(
  db: Kysely<Database>,
  filter: ListingFilter,
  order: ListingOrder,
  { limit, offset }: { limit: number; offset: number },
): Promise<number[]> {
  if (order === 'relevance' && filter.words.length > 0) {
    // Score the matching documents first, then join each to its product by primary key: the
    // search table is never probed per product (SQLite's FTS5 cannot index product_id).
    const documents = documentIds(db, filter.words).select(relevance(db, filter.words).as('score'));
    const rows = await db
      .selectFrom(documents.as('matches'))
      .innerJoin('products', 'products.id', 'matches.product_id')
      .where(listingFilter(db, { ...filter, words: [] }))
      .select('products.id')
      .orderBy('matches.score', 'desc')
      .orderBy('products.popularity', 'desc')
      .orderBy('products.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.id);
  }
  const [column, direction] = SORT_OF[order];
  const rows = await db
    .selectFrom('products')
    .where(listingFilter(db, filter))
    .select('products.id')
    .orderBy(column, direction)
    .orderBy('products.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

export async function countListing(db: Kysely<Database>, filter: ListingFilter): Promise<number> {
  const row = await db
    .selectFrom('products')
    .where(listingFilter(db, filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The product fields a list row needs, for ids found by a page query. */
export function findListRows(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select([...PRICED_PRODUCT_COLUMNS, 'review_count', 'rating_sum'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The default (first) image of each product. */
export function findFirstImages(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_images')
    .select(['product_id', 'url'])
    .where('product_id', 'in', [...ids])
    .where('display_order', '=', 0)
    .execute();
}

/** id and parent of every category (a few hundred at most), to expand a category filter. */
export function findCategoryTree(db: Kysely<Database>) {
  return db.selectFrom('categories').select(['id', 'parent_category_id']).execute();
}

/** Search words of the vocabulary within `distance` characters of a word's length. */
export function findVocabularyNear(db: Kysely<Database>, length: number, distance: number) {
  return db
    .selectFrom('search_vocabulary')
    .select(['word', 'frequency'])
    .where('length', '>=', length - distance)
    .where('length', '<=', length + distance)
    .execute();
}

export async function vocabularyHas(db: Kysely<Database>, word: string): Promise<boolean> {
  const row = await db
    .selectFrom('search_vocabulary')
    .select('word')
    .where('word', '=', word)
    .executeTakeFirst();
  return row !== undefined;
}

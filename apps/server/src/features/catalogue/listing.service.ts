// get-all-products and the popular / recent / hot lists: the §7 filters resolved (categories
// with their descendants, rupees to paise, normalised search words), one page of ids, rows for
// those ids, and TotalRecords on the first row. A search that finds nothing is retried with each
// word corrected to the nearest catalogue word (SearchTermUsed says which query answered).
import type { Kysely } from 'kysely';
import { rupeesToPaise } from '@bazaar/contract/money/paise';
import type {
  AllProductsRequest,
  ProductListRequest,
  ProductRow,
} from '@bazaar/contract/schemas/catalogue';
import { allowedTypos, editDistance, searchWords, wordLength } from '@bazaar/contract/search-text';
import type { Database } from '../../db/schema.ts';
import { toProductRows } from './catalogue.service.ts';
import * as repository from './listing.repository.ts';
import type { ListingFilter, ListingOrder } from './listing.repository.ts';

type FilterParams = Pick<
  AllProductsRequest,
  | 'SearchTerm'
  | 'CategoryID'
  | 'ManufacturerID'
  | 'SizeID'
  | 'TagID'
  | 'ColorID'
  | 'MinPrice'
  | 'MaxPrice'
  | 'Rating'
>;

const toPaise = (rupees: number | undefined) =>
  rupees === undefined ? undefined : rupeesToPaise(rupees);

/** The chosen categories and every category below them. */
export async function withDescendants(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const children = new Map<number, number[]>();
  for (const category of await repository.findCategoryTree(db)) {
    if (category.parent_category_id === null) continue;
    const list = children.get(category.parent_category_id) ?? [];
    list.push(category.id);
    children.set(category.parent_category_id, list);
  }
  const found = new Set<number>();
  const pending = [...ids];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(children.get(id) ?? []));
  }
  return [...found].sort((a, b) => a - b);
}

export async function resolveFilter(
  db: Kysely<Database>,
  params: FilterParams,
): Promise<ListingFilter> {
  return {
    categoryIds: await withDescendants(db, params.CategoryID ?? []),
    manufacturerIds: params.ManufacturerID ?? [],
    sizeIds: params.SizeID ?? [],
    tagIds: params.TagID ?? [],
    colorIds: params.ColorID ?? [],
    minPaise: toPaise(params.MinPrice),
    maxPaise: toPaise(params.MaxPrice),
    rating: params.Rating,
    words: searchWords(params.SearchTerm ?? ''),
  };
}

/** The nearest vocabulary word within the allowed typos: closest, then most frequent, then A–Z. */
async function nearestWord(db: Kysely<Database>, word: string): Promise<string | undefined> {
  const limit = allowedTypos(word);
  if (limit === 0 || (await repository.vocabularyHas(db, word))) return undefined;
  let best: { word: string; distance: number; frequency: number } | undefined;
  for (const candidate of await repository.findVocabularyNear(db, wordLength(word), limit)) {
    const distance = editDistance(word, candidate.word, limit);
    if (distance > limit) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (candidate.frequency > best.frequency ||
          (candidate.frequency === best.frequency && candidate.word < best.word)));
    if (better) best = { word: candidate.word, distance, frequency: candidate.frequency };
  }
  return best?.word;
}

/** The words with each typo corrected, or undefined when no word could be corrected. */
export async function correctWords(
  db: Kysely<Database>,
  words: readonly string[],
): Promise<string[] | undefined> {
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    const nearest = await nearestWord(db, word);
    if (nearest !== undefined) changed = true;
    corrected.push(nearest ?? word);
  }
  return changed ? corrected : undefined;
}

/**
 * The filter a search really runs with: as asked, or — when that finds nothing — with its
 * words corrected. `term` is what SearchTermUsed reports.
 */
export async function searchedFilter(
  db: Kysely<Database>,
  params: FilterParams,
): Promise<{ filter: ListingFilter; term: string | undefined; total?: number }> {
  const filter = await resolveFilter(db, params);
  if (filter.words.length === 0) return { filter, term: undefined };
  // The count that decides on a correction is the list's total too: no second count.
  const total = await repository.countListing(db, filter);
  const asked = { filter, term: params.SearchTerm, total };
  if (total > 0) return asked;
  const corrected = await correctWords(db, filter.words);
  if (!corrected) return asked;
  return { filter: { ...filter, words: corrected }, term: corrected.join(' ') };
}

const SORTS: Readonly<Record<string, ListingOrder>> = {
  'Price ASC': 'price-asc',
  'Price DESC': 'price-desc',
  'Date DESC': 'date-desc',
  'Date ASC': 'date-asc',
};

/**
 * One page of the searched, filtered list in the order `orderOf` picks for the filter searched
 * with; TotalRecords counted only when the page cannot tell it, SearchTermUsed on each row of a
 * search.
 */
async function searchedPage(
  db: Kysely<Database>,
  params: AllProductsRequest | ProductListRequest,
  orderOf: (filter: ListingFilter) => ListingOrder,
): Promise<ProductRow[]> {
  const { filter, term, total: counted } = await searchedFilter(db, params);
  const { PageNo: pageNo, PageSize: pageSize } = params;
  const offset = (pageNo - 1) * pageSize;
  const ids = await repository.findListingPage(db, filter, orderOf(filter), {
    limit: pageSize,
    offset,
  });
  if (ids.length === 0) return [];
  // A short page is the last one: its end is the total, no count needed.
  const total =
    ids.length < pageSize
      ? offset + ids.length
      : (counted ?? (await repository.countListing(db, filter)));
  const found = new Map((await repository.findListRows(db, ids)).map((row) => [row.id, row]));
  const products = ids.flatMap((id) => found.get(id) ?? []);
  const rows = await toProductRows(db, products, total, params.languageCode);
  return term === undefined ? rows : rows.map((row) => ({ ...row, SearchTermUsed: term }));
}

/** GET_All_PRODUCTS. */
export function listAllProducts(
  db: Kysely<Database>,
  params: AllProductsRequest,
): Promise<ProductRow[]> {
  return searchedPage(
    db,
    params,
    (filter) =>
      SORTS[params.OrderByColumnName] ?? (filter.words.length > 0 ? 'relevance' : 'featured'),
  );
}

/** The popular, recent and hot lists: their own order, the listing's filters. */
export function listOrderedProducts(
  db: Kysely<Database>,
  order: 'popular' | 'recent' | 'hot',
  params: ProductListRequest,
): Promise<ProductRow[]> {
  return searchedPage(db, params, () => order);
}

// Facet counts, live or stored. Live: one grouped query per facet for the request's filters.
// Stored: the unfiltered counts of the whole published catalogue (what the category list and
// a listing with no filter show), read from catalogue_counts while its counted_version equals
// the version the write triggers bump (migration 0005); when behind, counted live once, stored
// for every instance (in the background), and served. A write landing while counting leaves
// the stored counts alone: the next reader counts again.
import type { Kysely } from 'kysely';
import { FACET_PRICE_BANDS, RATING } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';
import { insertRows } from '../../db/seed/insert.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import * as repository from './facets.repository.ts';
import type { ListingFilter } from './listing.repository.ts';

export const STARS = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.min + i);
export const PRICE_BANDS = FACET_PRICE_BANDS.map((band) => ({
  minPaise: Math.round(band.min * 100),
  maxPaise: Math.round(band.max * 100),
}));

export interface FacetCounts {
  category: repository.ValueCount[];
  brand: repository.ValueCount[];
  size: repository.ValueCount[];
  tag: repository.ValueCount[];
  color: repository.ValueCount[];
  /** Per price band, in FACET_PRICE_BANDS order. */
  price: number[];
  /** Per STARS value. */
  rating: number[];
}

const ID_FACETS = ['category', 'brand', 'size', 'tag', 'color'] as const;

/** No filter and no search: every facet counts the whole published catalogue. */
export function isUnfiltered(filter: ListingFilter): boolean {
  return (
    filter.categoryIds.length === 0 &&
    filter.manufacturerIds.length === 0 &&
    filter.sizeIds.length === 0 &&
    filter.tagIds.length === 0 &&
    filter.colorIds.length === 0 &&
    filter.minPaise === undefined &&
    filter.maxPaise === undefined &&
    filter.rating === undefined &&
    filter.words.length === 0
  );
}

export async function countLive(db: Kysely<Database>, filter: ListingFilter): Promise<FacetCounts> {
  const [category, brand, size, tag, color, price, rating] = await Promise.all([
    repository.countByCategory(db, filter),
    repository.countByBrand(db, filter),
    repository.countByLink(db, filter, 'size'),
    repository.countByLink(db, filter, 'tag'),
    repository.countByLink(db, filter, 'color'),
    repository.countByPriceBand(db, filter, PRICE_BANDS),
    repository.countByRating(db, filter, STARS),
  ]);
  return { category, brand, size, tag, color, price, rating };
}

const EVERYTHING: ListingFilter = {
  categoryIds: [],
  manufacturerIds: [],
  sizeIds: [],
  tagIds: [],
  colorIds: [],
  words: [],
};

function toRows(counts: FacetCounts) {
  return [
    ...ID_FACETS.flatMap((facet) =>
      counts[facet].map((value) => ({ facet, value_id: value.id, count: value.count })),
    ),
    ...counts.price.map((count, i) => ({ facet: 'price', value_id: i, count })),
    ...counts.rating.map((count, i) => ({ facet: 'rating', value_id: STARS[i] ?? 0, count })),
  ];
}

function fromRows(rows: { facet: string; value_id: number; count: number }[]): FacetCounts {
  const counts: FacetCounts = {
    category: [],
    brand: [],
    size: [],
    tag: [],
    color: [],
    price: PRICE_BANDS.map(() => 0),
    rating: STARS.map(() => 0),
  };
  for (const row of rows) {
    if (row.facet === 'price') counts.price[row.value_id] = row.count;
    else if (row.facet === 'rating') counts.rating[STARS.indexOf(row.value_id)] = row.count;
    else if ((ID_FACETS as readonly string[]).includes(row.facet)) {
      counts[row.facet as (typeof ID_FACETS)[number]].push({ id: row.value_id, count: row.count });
    }
  }
  return counts;
}

/** The whole published catalogue's counts, stored or (when a write made them stale) recounted. */
export async function catalogueCounts(db: Kysely<Database>): Promise<FacetCounts> {
  const state = await db
    .selectFrom('catalogue_counts_state')
    .select(['version', 'counted_version'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  if (state.counted_version === state.version) {
    return fromRows(
      await db.selectFrom('catalogue_counts').select(['facet', 'value_id', 'count']).execute(),
    );
  }
  const counts = await countLive(db, EVERYTHING);
  // Stored in the background: a read never waits for the write lock (another process may hold
  // it). A store that fails or comes too late only means the next reader counts again.
  void storeCounts(db, counts, state.version).catch(() => undefined);
  return counts;
}

async function storeCounts(
  db: Kysely<Database>,
  counts: FacetCounts,
  version: number,
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const now = await trx
      .selectFrom('catalogue_counts_state')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    if (now.version !== version) return;
    await trx.deleteFrom('catalogue_counts').execute();
    await insertRows(trx, 'catalogue_counts', toRows(counts));
    await trx
      .updateTable('catalogue_counts_state')
      .set({ counted_version: version })
      .where('id', '=', 1)
      .execute();
  });
}

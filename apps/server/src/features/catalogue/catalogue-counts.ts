// Facet counts, live or stored. Live: one grouped query per facet for the request's filters.
// Stored: the unfiltered counts of the whole published catalogue (the category list's totals,
// a listing's facets before any filter), read from catalogue_counts for each facet whose
// counted_version equals the version the write triggers bump (migration 0006). A facet found
// behind is counted live — that facet only — answered, and stored in the background for every
// instance; a write landing meanwhile leaves it behind, and the next reader counts again.
import type { Kysely } from 'kysely';
import { FACET_PRICE_BANDS, RATING } from '@bazaar/contract/constants';
import { rupeesToPaise } from '@bazaar/contract/money/paise';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import * as stored from './catalogue-counts.repository.ts';
import * as repository from './facets.repository.ts';
import type { ListingFilter } from './listing.repository.ts';

export const STARS = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.min + i);
export const PRICE_BANDS = FACET_PRICE_BANDS.map((band) => ({
  minPaise: rupeesToPaise(band.min),
  maxPaise: rupeesToPaise(band.max),
}));

export const FACETS = ['category', 'brand', 'size', 'tag', 'color', 'price', 'rating'] as const;
export type FacetName = (typeof FACETS)[number];

/** Per facet, the matching products per value: ids for id facets, the band index for price, n for rating. */
export type FacetCounts = Record<FacetName, repository.ValueCount[]>;

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

/** One facet counted live, with every other facet's filter applied. */
async function countFacet(
  db: Kysely<Database>,
  filter: ListingFilter,
  facet: FacetName,
): Promise<repository.ValueCount[]> {
  switch (facet) {
    case 'category':
      return repository.countByCategory(db, filter);
    case 'brand':
      return repository.countByBrand(db, filter);
    case 'price':
      return (await repository.countByPriceBand(db, filter, PRICE_BANDS)).map((count, i) => ({
        id: i,
        count,
      }));
    case 'rating':
      return (await repository.countByRating(db, filter, STARS)).map((count, i) => ({
        id: STARS[i] ?? 0,
        count,
      }));
    case 'size':
    case 'tag':
    case 'color':
      return repository.countByLink(db, filter, facet);
  }
}

export async function countLive(db: Kysely<Database>, filter: ListingFilter): Promise<FacetCounts> {
  const counts = await Promise.all(FACETS.map((facet) => countFacet(db, filter, facet)));
  return Object.fromEntries(FACETS.map((facet, i) => [facet, counts[i] ?? []])) as FacetCounts;
}

/** The filter every published product passes. */
export const EVERYTHING: ListingFilter = {
  categoryIds: [],
  manufacturerIds: [],
  sizeIds: [],
  tagIds: [],
  colorIds: [],
  words: [],
};

/** The whole published catalogue's counts of `facets`, stored or (when behind) recounted. */
export async function catalogueCounts<F extends FacetName>(
  db: Kysely<Database>,
  facets: readonly F[],
): Promise<Pick<FacetCounts, F>> {
  const states = await stored.findCountStates(db, facets);
  const fresh = states.filter((s) => s.counted_version === s.version).map((s) => s.facet);
  const storedRows = await stored.findStoredCounts(db, fresh);
  const counts = Object.fromEntries(facets.map((facet) => [facet, []])) as unknown as Record<
    F,
    repository.ValueCount[]
  >;
  for (const row of storedRows) counts[row.facet as F].push({ id: row.value_id, count: row.count });
  const stale = states.filter((state) => !fresh.includes(state.facet));
  const recounted = await Promise.all(
    stale.map((state) => countFacet(db, EVERYTHING, state.facet as F)),
  );
  stale.forEach((state, i) => {
    const facet = state.facet as F;
    counts[facet] = recounted[i] ?? [];
    // In the background: a read never waits for the write lock (another process may hold it).
    inBackground(db, storeCounts(db, facet, counts[facet], state.version));
  });
  return counts;
}

// Stores still running, per database, so closing the app can wait for them (a store cut off by
// the pool closing, or racing a schema being dropped, would fail or deadlock).
const running = new WeakMap<Kysely<Database>, Set<Promise<void>>>();

function inBackground(db: Kysely<Database>, work: Promise<void>): void {
  const set = running.get(db) ?? new Set();
  running.set(db, set);
  const tracked = work.catch(() => undefined).finally(() => set.delete(tracked));
  set.add(tracked);
}

/** Waits for every background store of counts on `db` (the app's onClose). */
export async function settleCountStores(db: Kysely<Database>): Promise<void> {
  await Promise.all([...(running.get(db) ?? [])]);
}

async function storeCounts(
  db: Kysely<Database>,
  facet: FacetName,
  counts: repository.ValueCount[],
  version: number,
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    if ((await stored.countsVersion(trx, facet)) !== version) return;
    await stored.replaceStoredCounts(trx, facet, counts, version);
  });
}

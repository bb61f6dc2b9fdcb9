// get-product-facets (Bazaar): for the listing's current filters, how many products each value
// of each facet would show — every facet counted with every other facet's filter applied, so a
// chosen brand's count stays true. Id facets list the values with at least one product; price
// bands (deviation #9) and ratings 1–5 are always all listed.
import type { Kysely } from 'kysely';
import { FACET_PRICE_BANDS, RATING } from '@bazaar/contract/constants';
import type { ProductFacetRow, ProductFacetsRequest } from '@bazaar/contract/schemas/catalogue';
import type { Database } from '../../db/schema.ts';
import * as repository from './facets.repository.ts';
import { searchedFilter } from './listing.service.ts';

const STARS = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.min + i);

const idRows = (
  facet: ProductFacetRow['Facet'],
  counts: repository.ValueCount[],
): ProductFacetRow[] =>
  counts
    .filter((value) => value.count > 0)
    .sort((a, b) => a.id - b.id)
    .map((value) => ({
      Facet: facet,
      ID: value.id,
      Count: value.count,
      MinPrice: null,
      MaxPrice: null,
    }));

export async function productFacets(
  db: Kysely<Database>,
  params: ProductFacetsRequest,
): Promise<ProductFacetRow[]> {
  const { filter } = await searchedFilter(db, params);
  const bands = FACET_PRICE_BANDS.map((band) => ({
    minPaise: Math.round(band.min * 100),
    maxPaise: Math.round(band.max * 100),
  }));
  const [categories, brands, sizes, tags, colours, priceCounts, ratingCounts] = await Promise.all([
    repository.countByCategory(db, filter),
    repository.countByBrand(db, filter),
    repository.countByLink(db, filter, 'size'),
    repository.countByLink(db, filter, 'tag'),
    repository.countByLink(db, filter, 'color'),
    repository.countByPriceBand(db, filter, bands),
    repository.countByRating(db, filter, STARS),
  ]);
  return [
    ...idRows('category', categories),
    ...idRows('brand', brands),
    ...idRows('size', sizes),
    ...idRows('tag', tags),
    ...idRows('color', colours),
    ...FACET_PRICE_BANDS.map((band, i) => ({
      Facet: 'price' as const,
      ID: i,
      Count: priceCounts[i] ?? 0,
      MinPrice: band.min,
      MaxPrice: band.max,
    })),
    ...STARS.map((n, i) => ({
      Facet: 'rating' as const,
      ID: n,
      Count: ratingCounts[i] ?? 0,
      MinPrice: null,
      MaxPrice: null,
    })),
  ];
}

// get-product-facets (Bazaar): for the listing's current filters, how many products each value
// of each facet would show — every facet counted with every other facet's filter applied, so a
// chosen brand's count stays true. Id facets list the values with at least one product; price
// bands (deviation #9) and ratings 1–5 are always all listed.
import type { Kysely } from 'kysely';
import { FACET_PRICE_BANDS } from '@bazaar/contract/constants';
import type { ProductFacetRow, ProductFacetsRequest } from '@bazaar/contract/schemas/catalogue';
import { searchWords } from '@bazaar/contract/search-text';
import type { Database } from '../../db/schema.ts';
import { catalogueCounts, countLive, FACETS, isUnfiltered, STARS } from './catalogue-counts.ts';
import type * as repository from './facets.repository.ts';
import { searchedFilter } from './listing.service.ts';

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

/** No filter, no search: answered from the stored whole-catalogue counts. */
export function isUnfilteredRequest(params: ProductFacetsRequest): boolean {
  const lists = [params.CategoryID, params.ManufacturerID, params.SizeID, params.TagID];
  return (
    [...lists, params.ColorID].every((ids) => (ids ?? []).length === 0) &&
    params.MinPrice === undefined &&
    params.MaxPrice === undefined &&
    params.Rating === undefined &&
    searchWords(params.SearchTerm ?? '').length === 0
  );
}

export async function productFacets(
  db: Kysely<Database>,
  params: ProductFacetsRequest,
): Promise<ProductFacetRow[]> {
  const { filter } = await searchedFilter(db, params);
  // No filter at all (a listing's first view): the stored whole-catalogue counts.
  const counts = isUnfiltered(filter)
    ? await catalogueCounts(db, FACETS)
    : await countLive(db, filter);
  return [
    ...idRows('category', counts.category),
    ...idRows('brand', counts.brand),
    ...idRows('size', counts.size),
    ...idRows('tag', counts.tag),
    ...idRows('color', counts.color),
    ...FACET_PRICE_BANDS.map((band, i) => ({
      Facet: 'price' as const,
      ID: i,
      Count: counts.price.find((value) => value.id === i)?.count ?? 0,
      MinPrice: band.min,
      MaxPrice: band.max,
    })),
    ...STARS.map((n) => ({
      Facet: 'rating' as const,
      ID: n,
      Count: counts.rating.find((value) => value.id === n)?.count ?? 0,
      MinPrice: null,
      MaxPrice: null,
    })),
  ];
}

// What the sidebar shows for each facet: every value of the lookup lists (names in the shopper's
// language, cut to 30 characters) with its live count from get-product-facets, whether it is
// chosen, and whether it can be chosen (a value with no product cannot, unless it is chosen,
// so a chosen value can always be removed).
import type { RowOf } from '@bazaar/contract/api-schemas';
import { FACET_PRICE_BANDS, RATING, TRUNCATE } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { truncate } from '../../lib/format.ts';
import { localizedName } from '../../lib/localized-name.ts';
import { isPriceRange } from './listing-actions.ts';
import type { ListingState } from './listing-state.ts';

export type FacetRow = RowOf<'getProductFacets'>;
export type CategoryRow = RowOf<'getCategoriesList'>;

export interface Lookups {
  categories: readonly CategoryRow[];
  brands: readonly RowOf<'getManufacturerList'>[];
  sizes: readonly RowOf<'getSizeList'>[];
  tags: readonly RowOf<'getTagsList'>[];
  colors: readonly RowOf<'getColorsList'>[];
}

export interface FacetOption {
  id: number;
  label: string;
  /** Undefined while the counts are loading. */
  count: number | undefined;
  selected: boolean;
  disabled: boolean;
}

export interface CategoryBranch extends FacetOption {
  children: FacetOption[];
}

export interface PriceOption extends FacetOption {
  min: number;
  max: number;
  /** Where the band's label ends: the next band's start (₹500 – ₹1,000), null for the last. */
  upTo: number | null;
}

export interface FacetOptions {
  categories: CategoryBranch[];
  brands: FacetOption[];
  sizes: FacetOption[];
  tags: FacetOption[];
  colors: (FacetOption & { hex: string })[];
  prices: PriceOption[];
  ratings: FacetOption[];
}

type Counts = Map<string, number>;

function countsOf(rows: readonly FacetRow[] | undefined): Counts | undefined {
  return rows && new Map(rows.map((row) => [`${row.Facet}:${row.ID}`, row.Count]));
}

function option(
  counts: Counts | undefined,
  facet: FacetRow['Facet'],
  id: number,
  label: string,
  selected: boolean,
): FacetOption {
  const count = counts ? (counts.get(`${facet}:${id}`) ?? 0) : undefined;
  return { id, label, count, selected, disabled: count === 0 && !selected };
}

export function facetOptions(
  state: ListingState,
  lookups: Lookups,
  facetRows: readonly FacetRow[] | undefined,
  lang: Lang,
): FacetOptions {
  const counts = countsOf(facetRows);
  const short = (text: string) => truncate(text, TRUNCATE.categoryName);
  const category = (row: CategoryRow) =>
    option(
      counts,
      'category',
      row.CategoryID,
      short(localizedName(row.Name, row.LocalizationJsonData, lang)),
      state.categoryIds.includes(row.CategoryID),
    );
  const parents = lookups.categories.filter((row) => !row.ParentCategoryID);
  return {
    categories: parents.map((parent) => ({
      ...category(parent),
      children: lookups.categories
        .filter((row) => row.ParentCategoryID === parent.CategoryID)
        .map(category),
    })),
    brands: lookups.brands.map((row) =>
      option(
        counts,
        'brand',
        row.ManufacturerID,
        short(localizedName(row.Name, row.LocalizationJsonData, lang)),
        state.brandIds.includes(row.ManufacturerID),
      ),
    ),
    sizes: lookups.sizes.map((row) =>
      option(
        counts,
        'size',
        row.SizeID,
        truncate(
          lang === 'en'
            ? row.ShortName
            : localizedName(row.ShortName, row.LocalizationJsonData, lang),
          TRUNCATE.sizeName,
        ),
        state.sizeIds.includes(row.SizeID),
      ),
    ),
    tags: lookups.tags.map((row) =>
      option(
        counts,
        'tag',
        row.TagID,
        truncate(localizedName(row.TagName, row.LocalizationJsonData, lang), TRUNCATE.tagName),
        state.tagIds.includes(row.TagID),
      ),
    ),
    colors: lookups.colors.map((row) => ({
      ...option(
        counts,
        'color',
        row.ColorID,
        localizedName(row.ColorName, row.LocalizationJsonData, lang),
        state.colorId === row.ColorID,
      ),
      hex: row.HexCode,
    })),
    prices: FACET_PRICE_BANDS.map((band, index) => ({
      ...option(counts, 'price', index, '', isPriceRange(state, band.min, band.max)),
      min: band.min,
      max: band.max,
      upTo: FACET_PRICE_BANDS[index + 1]?.min ?? null,
    })),
    ratings: Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.max - i).map(
      (stars) => option(counts, 'rating', stars, '', state.rating === stars),
    ),
  };
}

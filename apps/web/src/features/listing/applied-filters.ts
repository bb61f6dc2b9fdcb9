// The chips above the grid: one per applied filter value, each knowing the state without it.
import { fill } from '@bazaar/i18n/text';
import type { Lang } from '@bazaar/i18n/text';
import { formatPrice } from '../../lib/format.ts';
import { clearColor, clearPrice, clearRating, clearSearch, toggleId } from './listing-actions.ts';
import type { FacetOption, FacetOptions } from './facet-options.ts';
import type { ListingChange, ListingState, MultiFacet } from './listing-state.ts';

export interface Chip {
  key: string;
  label: string;
  /** Takes this filter value away (from the newest state). */
  without: ListingChange;
}

export interface PriceTexts {
  under: string;
  between: string;
  above: string;
}

/** "Under ₹500", "₹500 – ₹1,000", "₹5,000 and above" (deviation #9), or any range asked for. */
export function priceLabel(
  lang: Lang,
  texts: PriceTexts,
  min: number | null,
  upTo: number | null,
): string {
  if ((min === null || min === 0) && upTo !== null) {
    return fill(lang, texts.under, { max: formatPrice(upTo) });
  }
  if (upTo === null) return fill(lang, texts.above, { min: formatPrice(min ?? 0) });
  return fill(lang, texts.between, { min: formatPrice(min ?? 0), max: formatPrice(upTo) });
}

export interface ChipTexts extends PriceTexts {
  search: string;
  stars: (n: number) => string;
}

export function appliedChips(
  lang: Lang,
  state: ListingState,
  options: FacetOptions,
  texts: ChipTexts,
): Chip[] {
  const chips: Chip[] = [];
  if (state.searchTerm) {
    chips.push({
      key: 'search',
      label: fill(lang, texts.search, { term: state.searchTerm }),
      without: clearSearch,
    });
  }
  const categoryOptions = options.categories.flatMap((branch) => [branch, ...branch.children]);
  const multi = (facet: MultiFacet, list: readonly FacetOption[]) => {
    for (const id of state[facet]) {
      const label = list.find((item) => item.id === id)?.label ?? `#${id}`;
      chips.push({
        key: `${facet}:${id}`,
        label,
        without: (current) => toggleId(current, facet, id),
      });
    }
  };
  multi('categoryIds', categoryOptions);
  multi('brandIds', options.brands);
  multi('sizeIds', options.sizes);
  multi('tagIds', options.tags);
  if (state.colorId !== null) {
    const color = options.colors.find((item) => item.id === state.colorId);
    chips.push({
      key: 'color',
      label: color?.label ?? `#${state.colorId}`,
      without: clearColor,
    });
  }
  if (state.minPrice !== null || state.maxPrice !== null) {
    // A band shows as its label; any other range as it was asked for.
    const band = options.prices.find((item) => item.selected);
    chips.push({
      key: 'price',
      label: band
        ? priceLabel(lang, texts, band.min, band.upTo)
        : priceLabel(lang, texts, state.minPrice, state.maxPrice),
      without: clearPrice,
    });
  }
  if (state.rating !== null) {
    chips.push({ key: 'rating', label: texts.stars(state.rating), without: clearRating });
  }
  return chips;
}

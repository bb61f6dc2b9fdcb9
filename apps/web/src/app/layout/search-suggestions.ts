// Header search suggestions (Bazaar's get-search-suggestions): asked for a term of at least the
// search minimum, 250 ms after the shopper stops typing, in the page's language.
import { useEffect, useState } from 'react';
import type { SearchSuggestionRow } from '@bazaar/contract/schemas/catalogue';
import { SEARCH_MIN_LENGTH } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { useApi } from '../../lib/use-api.ts';
import { paths } from '../../lib/paths.ts';

export const SUGGESTION_DELAY_MS = 250;

/** Where a suggestion leads: a product's page, a category's listing, or the corrected search. */
export function suggestionHref(lang: Lang, row: SearchSuggestionRow): string {
  switch (row.Kind) {
    case 'product':
      return paths.product(lang, row.ID, row.Name);
    case 'category':
      return paths.listing(lang, row.ID, row.Name);
    case 'correction':
      return paths.listing(lang, 0, 'all-categories', row.Name);
  }
}

/** The option after moving `step` from `active` (-1 = none) through `count`, wrapping round. */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/**
 * Suggestions for the term, products first; empty while the term is too short. The last answer
 * stays up while the next one loads, so the list does not blink as the shopper types.
 */
export function useSearchSuggestions(term: string, lang: Lang): SearchSuggestionRow[] {
  const clean = term.trim();
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(clean), SUGGESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [clean]);
  const { data } = useApi(
    'getSearchSuggestions',
    { SearchTerm: asked, languageCode: lang },
    { enabled: asked.length >= SEARCH_MIN_LENGTH, staleTime: 60_000 },
  );
  const [shown, setShown] = useState<SearchSuggestionRow[]>([]);
  if (data && data !== shown) setShown(data);
  return clean.length >= SEARCH_MIN_LENGTH ? shown : [];
}

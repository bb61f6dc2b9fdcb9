// Spec §2/§5: search runs only for a trimmed term longer than one character.
import { SEARCH_MIN_LENGTH } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { paths } from '../../lib/paths.ts';

/** The listing URL for a term, or null when the term is too short to search. */
export function searchHref(lang: Lang, term: string): string | null {
  const clean = term.trim();
  return clean.length >= SEARCH_MIN_LENGTH ? paths.listing(lang, 0, 'all-categories', clean) : null;
}

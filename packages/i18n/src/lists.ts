// Lists shown to a shopper ("Mustard, Rani Pink" / "خردلي، وردي راني"), joined with the language's
// own comma. A fixed separator rather than Intl.ListFormat: these are lists of facts (colours,
// chosen options, a state and its country), not sentences, so no "and" before the last item.
import type { Lang } from './text.ts';

export const LIST_SEPARATOR: Readonly<Record<Lang, string>> = { en: ', ', ar: '، ' };

/** The non-empty items, in order, joined with the language's comma. */
export function listText(lang: Lang, items: readonly string[]): string {
  return items.filter((item) => item !== '').join(LIST_SEPARATOR[lang]);
}

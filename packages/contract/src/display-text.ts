// Display truncation (spec §5 "Display truncation", limits in TRUNCATE): a long name is cut at
// its last word boundary before the limit, so a card never ends in half a word ("Handwoven
// Banarasi…", not "Handwoven Banar…"); a single word longer than the limit is cut at it.
// Shared by the storefront and its browser tests, which look for what a card shows.

/** The part of `text` that stays when it is cut to `max` characters (all of it if it fits). */
export function keptText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // A word ends here when the next character is a space (or the cut already ends on one).
  if (/\s/.test(text.charAt(max))) return cut.trimEnd();
  const lastSpace = cut.search(/\s\S*$/);
  // Keep at least 60 % of the limit: a very long last word is cut rather than dropped.
  return (lastSpace >= max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

/** `text` cut to at most `max` characters (plus an ellipsis when something was cut). */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${keptText(text, max)}…` : text;
}

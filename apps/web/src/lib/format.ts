// Shared display helpers: INR prices, truncation, slugs, dates.
import { TRUNCATE } from '@bazaar/contract/constants';
import { truncateText } from '@bazaar/contract/display-text';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { rupeesToPaise } from '@bazaar/contract/money/paise';

/** The wire's rupees as printed: 123456 → "₹1,23,456", 99.5 → "₹99.50" (the contract's money text). */
export function formatPrice(amount: number): string {
  return formatPaise(rupeesToPaise(amount));
}

/** Cut to `max` characters at a word boundary, adding an ellipsis when something was cut. */
export function truncate(text: string, max: number = TRUNCATE.default): string {
  return truncateText(text, max);
}

/** Lowercase with spaces and slashes turned into hyphens (spec §2). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[\s/]+/g, '-');
}

/** ISO date → "dd-mm-yyyy" (or with another separator). */
export function formatDate(iso: string, separator: '-' | '/' = '-'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return [dd, mm, date.getUTCFullYear()].join(separator);
}

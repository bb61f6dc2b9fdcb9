// Shared display helpers: INR prices with Indian digit grouping, truncation, slugs, dates.
import { CURRENCY, TRUNCATE } from '@bazaar/contract/constants';
import { truncateText } from '@bazaar/contract/display-text';

const inr = new Intl.NumberFormat(CURRENCY.locale, {
  minimumFractionDigits: CURRENCY.decimals,
  maximumFractionDigits: CURRENCY.decimals,
});

/** 123456 → "₹1,23,456.00" (always Latin digits, also in Arabic, as Indian prices are shown). */
export function formatPrice(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${CURRENCY.symbol}${inr.format(Math.abs(amount))}`;
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

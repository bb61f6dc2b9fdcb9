// Dates of an order's pages in the shopper's language, through Intl (Arabic months and
// digits in Arabic): "Sat, 28 November" / "السبت، ٢٨ نوفمبر".
import { calendarDay } from '@bazaar/contract/orders/expected-delivery';
import type { Lang } from '@bazaar/i18n/text';

const LOCALES: Record<Lang, string> = { en: 'en-IN', ar: 'ar' };

/** A YYYY-MM-DD day or an ISO instant, as the shop's calendar (India) names it. */
export function formatCalendarDay(lang: Lang, day: string): string {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(day);
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    ...(isDay ? { timeZone: 'UTC' } : { timeZone: 'Asia/Kolkata', year: 'numeric' }),
  }).format(isDay ? calendarDay(day) : new Date(day));
}

/** An instant with its time, in India's time: "Sat, 28 Nov 2026, 10:30 am" / Arabic. */
export function formatDateTime(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

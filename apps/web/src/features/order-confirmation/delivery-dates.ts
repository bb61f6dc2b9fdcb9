// Dates of the confirmation page in the shopper's language, through Intl (Arabic months and
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

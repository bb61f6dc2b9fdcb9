// Paise → the text a shopper reads. Spec §9: INR with the rupee symbol, two decimals; prices keep
// Latin digits and Indian grouping in Arabic too (as Indian shops show them), so both languages
// get the same text and the language only chooses where the minus sign sits (always before ₹).
import { CURRENCY } from '../constants.ts';

/** `price`: always two decimals (₹1,499.00); `short`: no decimals when whole (₹1,499, ₹12.50). */
export type MoneyStyle = 'price' | 'short';

const PRICE = new Intl.NumberFormat(CURRENCY.locale, {
  minimumFractionDigits: CURRENCY.decimals,
  maximumFractionDigits: CURRENCY.decimals,
});
const WHOLE = new Intl.NumberFormat(CURRENCY.locale, { maximumFractionDigits: 0 });

/** 12345600 → "₹1,23,456.00"; −25480 → "-₹254.80". */
export function formatPaise(paise: number, style: MoneyStyle = 'price'): string {
  const whole = Math.round(paise);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const digits =
    style === 'short' && abs % 100 === 0 ? WHOLE.format(abs / 100) : PRICE.format(abs / 100);
  return `${sign}${CURRENCY.symbol}${digits}`;
}

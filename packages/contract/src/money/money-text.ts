// Paise → the text a shopper reads. Spec §9: INR with the rupee symbol; like Indian shops, a whole
// amount shows no paise (₹1,919) and any other shows two decimals (₹1,919.50). Prices keep Latin
// digits and Indian grouping in Arabic too (as Indian shops show them), so both languages get the
// same text and the language only chooses where the minus sign sits (always before ₹).
import { CURRENCY } from '../constants.ts';

const WITH_PAISE = new Intl.NumberFormat(CURRENCY.locale, {
  minimumFractionDigits: CURRENCY.decimals,
  maximumFractionDigits: CURRENCY.decimals,
});
const WHOLE = new Intl.NumberFormat(CURRENCY.locale, { maximumFractionDigits: 0 });

/** 12345600 → "₹1,23,456"; 191950 → "₹1,919.50"; −25480 → "-₹254.80". */
export function formatPaise(paise: number): string {
  const whole = Math.round(paise);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const digits = abs % 100 === 0 ? WHOLE.format(abs / 100) : WITH_PAISE.format(abs / 100);
  return `${sign}${CURRENCY.symbol}${digits}`;
}

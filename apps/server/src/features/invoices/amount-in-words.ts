// An amount in words, as Indian invoices print it: "Rupees One Lakh Twenty Three Thousand and
// Fifty Paise Only" in the Indian numbering (thousand, lakh, crore), and the Arabic edition's
// "فقط ... روبية هندية و... بيسة لا غير" (Arabic counts in thousands and millions).
import { ToWords } from 'to-words';
import type { Lang } from '@bazaar/i18n/text';

const indian = new ToWords({ localeCode: 'en-IN' });
const arabic = new ToWords({ localeCode: 'ar-SA' });

/** to-words writes "و " apart; Arabic joins the conjunction to the next word. */
const arabicWords = (n: number) => arabic.convert(n).replace(/(^| )و /g, '$1و');

export function amountInWords(paise: number, lang: Lang): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`bad amount ${paise}`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  if (lang === 'ar') {
    const whole = `${arabicWords(rupees)} روبية هندية`;
    return `فقط ${cents === 0 ? whole : `${whole} و${arabicWords(cents)} بيسة`} لا غير`;
  }
  const whole = `Rupees ${indian.convert(rupees)}`;
  return `${cents === 0 ? whole : `${whole} and ${indian.convert(cents)} Paise`} Only`;
}

import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';
import { financialYearOf, indianDate, invoiceNumber } from './invoice-number.ts';

describe('the Indian financial year', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T18:29:59Z', '2025-26'], // 23:59:59 IST on 31 March
    ['2026-03-31T18:30:00Z', '2026-27'], // midnight IST: the new year
    ['2027-01-15T10:00:00Z', '2026-27'],
    ['2099-12-31T00:00:00Z', '2099-00'],
  ])('%s is in %s', (moment, year) => {
    expect(financialYearOf(new Date(moment))).toBe(year);
  });

  it('dates the invoice by the calendar in India', () => {
    expect(indianDate(new Date('2026-11-28T20:00:00Z'))).toBe('2026-11-29');
  });

  it('numbers PREFIX/FY/six digits', () => {
    expect(invoiceNumber('BZ', '2026-27', 123)).toBe('BZ/2026-27/000123');
    expect(invoiceNumber('BZ', '2026-27', 1_234_567)).toBe('BZ/2026-27/1234567');
  });
});

describe('the amount in words', () => {
  it.each([
    [
      12_345_678_90,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Paise Only',
    ],
    [150_000, 'Rupees One Thousand Five Hundred Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [1_050_000_000, 'Rupees One Crore Five Lakh Only'],
  ])('%i paise in English: %s', (paise, words) => {
    expect(amountInWords(paise, 'en')).toBe(words);
  });

  it('says it in Arabic for the Arabic edition', () => {
    expect(amountInWords(123_450, 'ar')).toBe(
      'فقط ألف ومائتان وأربعة وثلاثون روبية هندية وخمسون بيسة لا غير',
    );
    expect(amountInWords(50_000, 'ar')).toBe('فقط خمسمائة روبية هندية لا غير');
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => amountInWords(-1, 'en')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'en')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPaise } from './money-text.ts';
import { paiseToDecimalText, paiseToRupees, rupeesToPaise } from './paise.ts';

describe('paise ↔ rupees', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [10, 0.1],
    [1_005, 10.05],
    [29_900, 299],
    [1_499_999, 14_999.99],
    [123_456_789, 1_234_567.89],
  ])('%i paise ↔ ₹%d, both ways, with no float noise in JSON', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
    expect(JSON.stringify(paiseToRupees(paise))).toBe(String(rupees));
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('reads rupees that binary fractions cannot hold exactly', () => {
    expect(rupeesToPaise(10.1)).toBe(1010);
    expect(rupeesToPaise(1.15)).toBe(115);
    expect(rupeesToPaise(0.29)).toBe(29);
  });
});

describe('paiseToDecimalText', () => {
  it.each([
    [149_900, '1499.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-25_480, '-254.80'],
  ])('%i → %s', (paise, text) => {
    expect(paiseToDecimalText(paise)).toBe(text);
  });
});

describe('formatPaise', () => {
  it('writes a whole amount with the symbol, Indian grouping and no paise', () => {
    expect(formatPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatPaise(191_900)).toBe('₹1,919');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(-20_000)).toBe('-₹200');
  });

  it('keeps two decimals when there are paise', () => {
    expect(formatPaise(191_950)).toBe('₹1,919.50');
    expect(formatPaise(1_250)).toBe('₹12.50');
    expect(formatPaise(1)).toBe('₹0.01');
    expect(formatPaise(-25_480)).toBe('-₹254.80');
  });
});

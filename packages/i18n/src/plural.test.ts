import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural (Intl.PluralRules)', () => {
  it.each([
    [0, 'لا منتجات'],
    [1, 'منتج واحد'],
    [2, 'منتجان'],
    [6, '6 منتجات'],
    [10, '10 منتجات'],
    [11, '11 منتجًا'],
    [99, '99 منتجًا'],
    [100, '100 منتج'],
    [102, '102 منتج'],
    [103, '103 منتجات'],
    [111, '111 منتجًا'],
    [1000, '1000 منتج'],
  ])('says %i products in Arabic with the form of its category', (count, text) => {
    expect(plural('ar', count, 'products')).toBe(text);
  });

  it('has one and other in English', () => {
    expect(plural('en', 1, 'products')).toBe('1 product');
    expect(plural('en', 0, 'products')).toBe('0 products');
    expect(plural('en', 6, 'products')).toBe('6 products');
  });

  it('takes forms given in place', () => {
    const days = { en: { one: 'a day', other: '{n} days' }, ar: { other: '{n} يوم' } };
    expect(plural('en', 1, days)).toBe('a day');
    expect(plural('en', 7, days)).toBe('7 days');
    // A category without its own form falls back to `other`.
    expect(plural('ar', 7, days)).toBe('7 يوم');
  });
});

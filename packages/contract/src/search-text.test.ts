import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance, normalizeSearchText, searchWords } from './search-text.ts';

describe('normalizeSearchText: variants that must find the same products', () => {
  it.each([
    ['Kurta', 'kurta'],
    ['KURTA', 'kurta'],
    ['Kurtā', 'kurta'],
    ['Crème Brûlée', 'creme brulee'],
    ['Señorita', 'senorita'],
    ['cotton-silk, 2-pack!', 'cotton silk 2 pack'],
    ['  many   spaces ', 'many spaces'],
    // alef with hamza above / below / madda / wasla → bare alef
    ['أحمر', 'احمر'],
    ['إسوارة', 'اسواره'],
    ['آلة', 'اله'],
    ['ٱلعطر', 'العطر'],
    // alef maqsura → ya, ta marbuta → ha
    ['مستشفى', 'مستشفي'],
    ['حقيبة', 'حقيبه'],
    // tashkeel and tatweel removed
    ['قَمِيصٌ', 'قميص'],
    ['عطـــر', 'عطر'],
    ['حَقِيبَةٌ', 'حقيبه'],
    // Arabic-Indic and Persian digits → ASCII
    ['مقاس ٤٢', 'مقاس 42'],
    ['۱۲۳', '123'],
  ])('%s → %s', (input, key) => {
    expect(normalizeSearchText(input)).toBe(key);
  });

  it('gives the same key for every spelling of one Arabic word', () => {
    const keys = ['حقيبة', 'حقيبه', 'حَقِيبَة', 'حقيـبة'].map(normalizeSearchText);
    expect(new Set(keys).size).toBe(1);
  });

  it('splits a query into distinct words', () => {
    expect(searchWords('Silk  silk KURTA')).toEqual(['silk', 'kurta']);
    expect(searchWords('!!')).toEqual([]);
  });
});

describe('typo distance', () => {
  it('counts edits', () => {
    expect(editDistance('kurta', 'kurta')).toBe(0);
    expect(editDistance('krta', 'kurta')).toBe(1);
    expect(editDistance('sandlewood', 'sandalwood')).toBe(2);
    expect(editDistance('abc', 'xyz123', 2)).toBe(3);
  });
  it('allows 1 edit for 4–7 letters, 2 for 8+, none below 4', () => {
    expect(allowedTypos('kit')).toBe(0);
    expect(allowedTypos('krta')).toBe(1);
    expect(allowedTypos('sandlewood')).toBe(2);
  });
});

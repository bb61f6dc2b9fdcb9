import { describe, expect, it } from 'vitest';
import { effectivePrice, percentOff, shownRating } from './price.ts';

describe('effectivePrice', () => {
  it('uses a lower positive discounted price', () => {
    expect(effectivePrice(1299, 999)).toBe(999);
  });
  it('ignores a missing, zero or higher discounted price', () => {
    expect(effectivePrice(1299, null)).toBe(1299);
    expect(effectivePrice(1299, undefined)).toBe(1299);
    expect(effectivePrice(1299, 0)).toBe(1299);
    expect(effectivePrice(1299, 1299)).toBe(1299);
    expect(effectivePrice(1299, 1500)).toBe(1299);
  });
});

describe('shownRating', () => {
  it('shows no rating (never 5 stars) when there is none', () => {
    expect(shownRating(null)).toBeNull();
    expect(shownRating(undefined)).toBeNull();
    expect(shownRating(0)).toBeNull();
    expect(shownRating(3.4)).toBe(3.4);
  });
});

describe('percentOff', () => {
  it('is the whole percent saved, 0 without a real discount', () => {
    expect(percentOff(1299, 999)).toBe(23);
    expect(percentOff(1000, 750)).toBe(25);
    expect(percentOff(1299, null)).toBe(0);
    expect(percentOff(1299, 1500)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });
});

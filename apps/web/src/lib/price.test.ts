import { describe, expect, it } from 'vitest';
import { displayRating, effectivePrice, percentOff } from './price.ts';

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

describe('displayRating', () => {
  it('shows 5 when the rating is missing', () => {
    expect(displayRating(null)).toBe(5);
    expect(displayRating(undefined)).toBe(5);
    expect(displayRating(0)).toBe(5);
    expect(displayRating(3)).toBe(3);
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

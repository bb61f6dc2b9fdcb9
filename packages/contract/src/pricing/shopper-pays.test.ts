import { describe, expect, it } from 'vitest';
import { shopperPaysPaise } from './shopper-pays.ts';

describe('what the shopper pays (spec §4)', () => {
  it.each([
    [229_320, 0, 229_320, 'no coupon: the total'],
    [254_800, 25_480, 229_320, 'the total less the discount'],
    [10_000, 10_000, 10_000, 'a discount that would make it free: the total'],
    [10_000, 12_000, 10_000, 'a discount over the total: the total'],
  ])('%i less %i → %i (%s)', (total, discount, expected) => {
    expect(shopperPaysPaise(total, discount)).toBe(expected);
  });
});

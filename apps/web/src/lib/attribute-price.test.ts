import { describe, expect, it } from 'vitest';
import { optionsSurcharge, priceWithOptions } from './attribute-price.ts';

const fixed = (AdditionalPrice: number) => ({ AdditionalPrice, PriceType: 1 });
const percent = (AdditionalPrice: number) => ({ AdditionalPrice, PriceType: 2 });

describe('price of the chosen attributes', () => {
  it('is the base price when nothing is chosen', () => {
    expect(priceWithOptions(1099, null, [])).toEqual({ price: 1099, discounted: null });
  });

  it('adds a Fixed option as an amount to both prices', () => {
    expect(priceWithOptions(3099, 1919, [fixed(799)])).toEqual({ price: 3898, discounted: 2718 });
  });

  it('adds a Percentage option as that percent of each base', () => {
    expect(priceWithOptions(2000, 1500, [percent(10)])).toEqual({ price: 2200, discounted: 1650 });
  });

  it('sums several options of both kinds', () => {
    expect(priceWithOptions(1000, null, [fixed(99), percent(5), fixed(0)])).toEqual({
      price: 1149,
      discounted: null,
    });
  });

  it('rounds to paise without float noise', () => {
    expect(optionsSurcharge(10.1, [percent(33)])).toBe(3.33);
    expect(priceWithOptions(0.1, null, [fixed(0.2)]).price).toBe(0.3);
  });

  it('ignores a discount that is not a price', () => {
    expect(priceWithOptions(500, 0, [fixed(50)]).discounted).toBeNull();
  });
});

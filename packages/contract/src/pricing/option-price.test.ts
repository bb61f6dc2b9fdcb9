import { describe, expect, it } from 'vitest';
import {
  paidBasePaise,
  paidSurchargePaise,
  percentOfPaise,
  unitPrices,
  unitPricesFromWire,
  type OptionPrice,
} from './option-price.ts';

const fixed = (AdditionalPrice: number) => ({ AdditionalPrice, PriceType: 1 });
const percent = (AdditionalPrice: number) => ({ AdditionalPrice, PriceType: 2 });
const percentOption = (value: number): OptionPrice => ({
  priceType: 2,
  fixedPaise: 0,
  percent: value,
});

describe('percentOfPaise', () => {
  it.each([
    // paise, percent, expected paise, what it shows
    [5, 10, 1, '10 % of ₹0.05 is ₹0.005: half a paisa rounds up to ₹0.01'],
    [4, 10, 0, '10 % of ₹0.04 is ₹0.004: rounds down to ₹0.00'],
    [145, 10, 15, '10 % of ₹1.45 is ₹0.145: 15 paise (the page once showed 14)'],
    [25, 10, 3, '₹0.025 rounds up to ₹0.03 (not to even)'],
    [14, 10, 1, '₹0.014 rounds down to ₹0.01'],
    [99_995, 5, 5_000, '5 % of ₹999.95 is ₹49.9975: ₹50.00'],
    [33_333, 15, 5_000, '15 % of ₹333.33 is ₹49.9995: ₹50.00'],
    [129_900, 12, 15_588, '12 % of ₹1,299 is ₹155.88'],
    [1, 50, 1, '50 % of one paisa is half a paisa: one paisa'],
    [0, 25, 0, 'nothing of nothing'],
    [10_000, 100, 10_000, 'the whole amount'],
    [-5, 10, -1, 'a negative half rounds away from zero'],
  ])('%i paise at %i %% → %i (%s)', (paise, share, expected) => {
    expect(percentOfPaise(paise, share)).toBe(expected);
  });
});

describe('unitPrices (server paise)', () => {
  it('charges ₹1.45 + 10 % as ₹1.60: 15 paise of surcharge', () => {
    expect(unitPrices(145, null, [percentOption(10)])).toEqual({
      originalUnitPaise: 160,
      discountedUnitPaise: null,
      unitPaise: 160,
    });
  });

  it('charges no sale price of 0 or above the price, as the page shows none', () => {
    const noSale = { originalUnitPaise: 55_000, discountedUnitPaise: null, unitPaise: 55_000 };
    expect(unitPrices(50_000, 0, [percentOption(10)])).toEqual(noSale);
    expect(unitPrices(50_000, 50_000, [percentOption(10)])).toEqual(noSale);
    expect(paidBasePaise(50_000, 60_000)).toBe(50_000);
    expect(paidBasePaise(50_000, 40_000)).toBe(40_000);
  });

  it('reprices the sale price from its own base and charges it', () => {
    const fixedOption: OptionPrice = { priceType: 1, fixedPaise: 79_900, percent: 0 };
    expect(unitPrices(309_900, 191_900, [fixedOption, percentOption(10)])).toEqual({
      originalUnitPaise: 309_900 + 79_900 + 30_990,
      discountedUnitPaise: 191_900 + 79_900 + 19_190,
      unitPaise: 191_900 + 79_900 + 19_190,
    });
  });
});

describe('unitPricesFromWire (the product page, from the wire rupees)', () => {
  it('shows ₹1.45 + 10 % as 160 paise, as the server charges', () => {
    expect(unitPricesFromWire(1.45, null, [percent(10)]).unitPaise).toBe(160);
  });

  it('is the base price when nothing is chosen', () => {
    expect(unitPricesFromWire(1099, null, [])).toMatchObject({
      originalUnitPaise: 109_900,
      discountedUnitPaise: null,
    });
  });

  it('adds a Fixed option as an amount and a Percentage as a share of each base', () => {
    expect(unitPricesFromWire(3099, 1919, [fixed(799)])).toMatchObject({
      originalUnitPaise: 389_800,
      discountedUnitPaise: 271_800,
    });
    expect(unitPricesFromWire(2000, 1500, [percent(10)])).toMatchObject({
      originalUnitPaise: 220_000,
      discountedUnitPaise: 165_000,
    });
  });

  it('reads rupees without float noise and ignores a non-number amount', () => {
    expect(unitPricesFromWire(10.1, null, [percent(33)]).unitPaise).toBe(1010 + 333);
    expect(unitPricesFromWire(0.1, null, [fixed(0.2)]).unitPaise).toBe(30);
    expect(unitPricesFromWire(5, null, [fixed(Number.NaN)]).unitPaise).toBe(500);
  });

  it('treats a zero or missing discount as none', () => {
    expect(unitPricesFromWire(500, 0, [fixed(50)]).discountedUnitPaise).toBeNull();
    expect(unitPricesFromWire(500, undefined, []).discountedUnitPaise).toBeNull();
  });
});

describe('paidSurchargePaise (what the product page prints beside an option)', () => {
  it('is a fixed option’s amount, whatever the price', () => {
    expect(paidSurchargePaise(1999, 1499, fixed(49))).toBe(4_900);
  });

  it('is a percentage of the sale price when there is one, else of the price', () => {
    expect(paidSurchargePaise(2000, 1500, percent(10))).toBe(15_000);
    expect(paidSurchargePaise(2000, null, percent(10))).toBe(20_000);
    expect(paidSurchargePaise(2000, 0, percent(10))).toBe(20_000);
  });

  it('is exactly what the chosen option adds to the unit the shopper pays', () => {
    const option = percent(12);
    const without = unitPricesFromWire(1299, 999.5, []).unitPaise;
    const withIt = unitPricesFromWire(1299, 999.5, [option]).unitPaise;
    expect(paidSurchargePaise(1299, 999.5, option)).toBe(withIt - without);
  });
});

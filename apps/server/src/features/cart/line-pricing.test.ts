// One cart line's rules without a database: options on the price and the sale price, the
// shipping and availability (the quantity limit is the contract's, tested there).
import { describe, expect, it } from 'vitest';
import {
  availability,
  shippingPerUnitPaise,
  linePrices,
  type PricingOption,
  type PricingProduct,
} from './line-pricing.ts';

const product = (overrides: Partial<PricingProduct> = {}): PricingProduct => ({
  price_paise: 100_000,
  discounted_price_paise: null,
  stock_quantity: 20,
  order_maximum_quantity: 0,
  is_digital: 0,
  is_shipping_free: 0,
  shipping_charge_paise: 4_900,
  published: 1,
  ...overrides,
});
const fixed = (paise: number): PricingOption => ({
  price_type_id: 1,
  additional_price_paise: paise,
  additional_percent: 0,
});
const percent = (value: number): PricingOption => ({
  price_type_id: 2,
  additional_price_paise: 0,
  additional_percent: value,
});

describe('linePrices', () => {
  it.each([
    ['no options', product(), [], 100_000, null, 100_000],
    ['a Fixed option adds its amount', product(), [fixed(10_000)], 110_000, null, 110_000],
    ['a Percentage option adds that percent', product(), [percent(10)], 110_000, null, 110_000],
    [
      'Fixed and Percentage together (percent of the base, not of base + fixed)',
      product(),
      [fixed(10_000), percent(10)],
      120_000,
      null,
      120_000,
    ],
    [
      'a sale price gets the options from its own base',
      product({ discounted_price_paise: 80_000 }),
      [fixed(5_000), percent(10)],
      115_000,
      93_000,
      93_000,
    ],
    [
      'a percentage of an odd base rounds half a paisa up',
      product({ price_paise: 99_995, discounted_price_paise: 49_995 }),
      [percent(5)],
      104_995,
      52_495,
      52_495,
    ],
    ['₹0.005 edge: 10 % of ₹0.05', product({ price_paise: 5 }), [percent(10)], 6, null, 6],
  ])('%s', (_name, item, options, original, discounted, unit) => {
    expect(linePrices(item, options)).toEqual({
      originalUnitPaise: original,
      discountedUnitPaise: discounted,
      unitPaise: unit,
    });
  });
});

describe('shippingPerUnitPaise', () => {
  it('charges the product its own charge per unit', () => {
    expect(shippingPerUnitPaise(product())).toBe(4_900);
  });
  it('charges nothing for a free-shipping product, whatever its charge column says', () => {
    expect(shippingPerUnitPaise(product({ is_shipping_free: 1 }))).toBe(0);
  });
  it('charges nothing for a digital product', () => {
    expect(shippingPerUnitPaise(product({ is_digital: 1 }))).toBe(0);
  });
});

describe('availability', () => {
  it.each([
    ['in stock', product(), 2, { isAvailable: true, unitsLeft: 10, unavailableReason: null }],
    [
      'units left never say more than the line may hold',
      product({ stock_quantity: 4, order_maximum_quantity: 3 }),
      3,
      { isAvailable: true, unitsLeft: 3, unavailableReason: null },
    ],
    [
      'exactly the stock',
      product({ stock_quantity: 4 }),
      4,
      { isAvailable: true, unitsLeft: 4, unavailableReason: null },
    ],
    [
      'fewer units left than asked',
      product({ stock_quantity: 2 }),
      3,
      { isAvailable: false, unitsLeft: 2, unavailableReason: 'not-enough-stock' },
    ],
    [
      'sold out',
      product({ stock_quantity: 0 }),
      1,
      { isAvailable: false, unitsLeft: 0, unavailableReason: 'out-of-stock' },
    ],
    [
      'unpublished (removed from the shop)',
      product({ published: 0 }),
      1,
      { isAvailable: false, unitsLeft: 0, unavailableReason: 'removed' },
    ],
  ])('%s', (_name, item, quantity, expected) => {
    expect(availability(item, quantity)).toEqual(expected);
  });
});

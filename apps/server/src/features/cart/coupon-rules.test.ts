// Every coupon rule on a priced cart, without a database: each kind (percentage with and
// without a cap, fixed), dates, activity, minimum order, total and per-shopper limits, products
// already on sale, and the order in which a broken rule is reported.
import { describe, expect, it } from 'vitest';
import { decideCoupon, type CouponContext, type CouponTerms } from './coupon-rules.ts';
import type { PricedCart, PricedLine } from './pricing.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');

const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  id: 7,
  code: 'SAVE10',
  discount_type_id: 2,
  discount_amount_paise: 0,
  discount_percent: 10,
  max_discount_paise: null,
  min_order_total_paise: 0,
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: null,
  usage_limit: null,
  times_used: 0,
  active: 1,
  per_user_limit: null,
  applies_to_discounted: 1,
  ...overrides,
});

const line = (lineTotalPaise: number, discounted: boolean): PricedLine => ({
  productId: 1,
  productName: 'Kurta',
  productNameEn: 'Kurta',
  productNameAr: null,
  imageUrl: '',
  quantity: 1,
  unitPricePaise: lineTotalPaise,
  originalUnitPricePaise: lineTotalPaise,
  discounted,
  lineTotalPaise,
  shippingPaise: 0,
  shippingPerUnitPaise: 0,
  isDigital: false,
  selectedAttributes: [],
  colorName: '',
  sizeShortName: '',
  isAvailable: true,
  unitsLeft: 5,
  unavailableReason: null,
  orderMaximumQuantity: 0,
});

/** ₹2,000 at full price + ₹1,000 on sale, ₹100 shipping. */
function cart(lines: PricedLine[] = [line(200_000, false), line(100_000, true)]): PricedCart {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const shippingPaise = subtotalPaise > 0 ? 10_000 : 0;
  return {
    lines,
    subtotalPaise,
    shippingPaise,
    totalPaise: subtotalPaise + shippingPaise,
    isValid: true,
    freeDeliveryThresholdPaise: 0,
    freeDeliveryReached: false,
    freeDeliveryAmountLeftPaise: 0,
  };
}

const visitor: CouponContext = { userRedemptions: null, now: NOW };
const discountOf = (coupon: CouponTerms, priced = cart(), context = visitor) => {
  const outcome = decideCoupon(coupon, priced, context);
  return outcome.ok ? outcome.discountPaise : outcome.reason;
};

describe('the discount of each kind of coupon', () => {
  it('takes a percentage of the products, never of shipping', () => {
    const outcome = decideCoupon(terms(), cart(), visitor);
    expect(outcome).toEqual({
      ok: true,
      couponId: 7,
      code: 'SAVE10',
      discountPaise: 30_000,
      totalAfterPaise: 310_000 - 30_000,
    });
  });

  it('caps a percentage at its maximum', () => {
    expect(discountOf(terms({ max_discount_paise: 25_000 }))).toBe(25_000);
    expect(discountOf(terms({ max_discount_paise: 50_000 }))).toBe(30_000);
  });

  it('takes a fixed amount, never more than the products cost', () => {
    const fixed = terms({
      discount_type_id: 1,
      discount_amount_paise: 20_000,
      discount_percent: 0,
    });
    expect(discountOf(fixed)).toBe(20_000);
    expect(discountOf(fixed, cart([line(15_000, false)]))).toBe(15_000);
  });

  it('rounds a percentage half a paisa up', () => {
    // 15 % of ₹333.33 = ₹49.9995 → ₹50.00; 10 % of ₹0.05 = ₹0.005 → ₹0.01.
    expect(discountOf(terms({ discount_percent: 15 }), cart([line(33_333, false)]))).toBe(5_000);
    expect(discountOf(terms(), cart([line(5, false)]))).toBe(1);
  });

  it('counts products on sale only when the coupon says so', () => {
    const fullPriceOnly = terms({ applies_to_discounted: 0 });
    expect(discountOf(fullPriceOnly)).toBe(20_000);
    expect(discountOf(fullPriceOnly, cart([line(100_000, true)]))).toBe('no-eligible-products');
    expect(discountOf(terms(), cart([line(100_000, true)]))).toBe(10_000);
  });

  it('refuses a coupon worth nothing', () => {
    expect(discountOf(terms({ discount_percent: 0 }))).toBe('inactive');
  });
});

describe('when a coupon can be used', () => {
  it.each([
    ['unknown code', undefined, 'unknown'],
    ['switched off', terms({ active: 0 }), 'inactive'],
    ['not started yet', terms({ valid_from: '2026-06-15T12:00:00.001Z' }), 'not-started'],
    ['expired', terms({ valid_to: '2026-06-15T11:59:59.999Z' }), 'expired'],
    ['used up', terms({ usage_limit: 3, times_used: 3 }), 'used-up'],
    ['below its minimum order', terms({ min_order_total_paise: 300_001 }), 'below-minimum'],
  ])('refuses it when %s', (_name, coupon, reason) => {
    expect(discountOf(coupon as CouponTerms)).toBe(reason);
  });

  it.each([
    ['on its first day', terms({ valid_from: '2026-06-15T12:00:00.000Z' })],
    ['on its last moment', terms({ valid_to: '2026-06-15T12:00:00.000Z' })],
    ['with one use left', terms({ usage_limit: 3, times_used: 2 })],
    [
      'at exactly its minimum (the products, shipping aside)',
      terms({ min_order_total_paise: 300_000 }),
    ],
  ])('accepts it %s', (_name, coupon) => {
    expect(discountOf(coupon)).toBe(30_000);
  });

  it('counts the per-shopper limit for a known shopper only', () => {
    const oncePerShopper = terms({ per_user_limit: 1 });
    expect(discountOf(oncePerShopper, cart(), { userRedemptions: 1, now: NOW })).toBe(
      'per-user-limit',
    );
    expect(discountOf(oncePerShopper, cart(), { userRedemptions: 0, now: NOW })).toBe(30_000);
    expect(discountOf(oncePerShopper, cart(), visitor)).toBe(30_000);
  });

  it('refuses any coupon on a cart with nothing to order', () => {
    expect(discountOf(terms(), cart([]))).toBe('empty-cart');
  });

  it('reports the first broken rule, with the code as stored and the minimum', () => {
    const coupon = terms({
      active: 0,
      valid_to: '2020-01-01T00:00:00.000Z',
      min_order_total_paise: 9,
    });
    expect(decideCoupon(coupon, cart(), visitor)).toEqual({
      ok: false,
      reason: 'inactive',
      couponId: 7,
      code: 'SAVE10',
      minimumPaise: 9,
    });
  });
});

// Pure coupon rules: whether a coupon can be used on a priced cart now, and how much it takes
// off. The discount is on the products only (never shipping); the minimum order is the products'
// subtotal of the lines that can be ordered. No database here; coupons.ts reads the rows.
import { ATTRIBUTE_PRICE_TYPE } from '@bazaar/contract/constants';
import type { CouponReasonId } from '@bazaar/i18n/cart';
import { percentOfPaise } from '@bazaar/contract/pricing/option-price';
import type { PricedCart } from './pricing.ts';

/** The smaller of two amounts, never below zero (a discount cannot exceed what it discounts). */
const clampPaise = (amount: number, ceiling: number) => Math.max(0, Math.min(amount, ceiling));

export type CouponReason = CouponReasonId;

/** A coupons row's terms (the table's columns the rules read). */
export interface CouponTerms {
  id: number;
  code: string;
  /** 1 fixed amount, 2 percentage (ATTRIBUTE_PRICE_TYPE's numbers). */
  discount_type_id: number;
  discount_amount_paise: number;
  discount_percent: number;
  max_discount_paise: number | null;
  min_order_total_paise: number;
  valid_from: string | null;
  valid_to: string | null;
  usage_limit: number | null;
  times_used: number;
  active: number;
  per_user_limit: number | null;
  applies_to_discounted: number;
}

export type CouponOutcome =
  | {
      ok: true;
      couponId: number;
      /** The code as stored (canonical case). */
      code: string;
      discountPaise: number;
      /** The cart's total (products and shipping) less the discount. */
      totalAfterPaise: number;
    }
  | {
      ok: false;
      reason: CouponReason;
      /** The coupon when the code exists (null for 'unknown'). */
      couponId: number | null;
      code: string | null;
      /** The coupon's minimum order, for the 'below-minimum' text. */
      minimumPaise: number;
    };

export interface CouponContext {
  /** The shopper's redemptions of this coupon so far; null for a visitor (not checked). */
  userRedemptions: number | null;
  now: Date;
}

/** What the coupon takes off `amountPaise`: a percent (with its cap) or a fixed amount. */
export function couponDiscountPaise(terms: CouponTerms, amountPaise: number): number {
  if (terms.discount_type_id === ATTRIBUTE_PRICE_TYPE.Percentage) {
    const share = percentOfPaise(amountPaise, terms.discount_percent);
    return clampPaise(share, terms.max_discount_paise ?? share);
  }
  return clampPaise(terms.discount_amount_paise, amountPaise);
}

/** The products' total the coupon applies to: all lines, or those not already on sale. */
export function eligiblePaise(terms: CouponTerms, priced: PricedCart): number {
  if (terms.applies_to_discounted === 1) return priced.subtotalPaise;
  return priced.lines
    .filter((line) => !line.discounted)
    .reduce((sum, line) => sum + line.lineTotalPaise, 0);
}

const after = (limit: string | null, now: Date) =>
  limit !== null && now.getTime() > Date.parse(limit);
const before = (limit: string | null, now: Date) =>
  limit !== null && now.getTime() < Date.parse(limit);

function refusal(terms: CouponTerms, reason: CouponReason): CouponOutcome {
  return {
    ok: false,
    reason,
    couponId: terms.id,
    code: terms.code,
    minimumPaise: terms.min_order_total_paise,
  };
}

/** The first rule the coupon breaks, in the order a shopper would fix them; or its discount. */
export function decideCoupon(
  terms: CouponTerms | undefined,
  priced: PricedCart,
  { userRedemptions, now }: CouponContext,
): CouponOutcome {
  if (!terms) return { ok: false, reason: 'unknown', couponId: null, code: null, minimumPaise: 0 };
  if (terms.active !== 1) return refusal(terms, 'inactive');
  if (before(terms.valid_from, now)) return refusal(terms, 'not-started');
  if (after(terms.valid_to, now)) return refusal(terms, 'expired');
  if (terms.usage_limit !== null && terms.times_used >= terms.usage_limit) {
    return refusal(terms, 'used-up');
  }
  if (
    userRedemptions !== null &&
    terms.per_user_limit !== null &&
    userRedemptions >= terms.per_user_limit
  ) {
    return refusal(terms, 'per-user-limit');
  }
  if (priced.subtotalPaise <= 0) return refusal(terms, 'empty-cart');
  if (priced.subtotalPaise < terms.min_order_total_paise) return refusal(terms, 'below-minimum');
  const eligible = eligiblePaise(terms, priced);
  if (eligible <= 0) return refusal(terms, 'no-eligible-products');
  const discountPaise = couponDiscountPaise(terms, eligible);
  // A coupon worth nothing (0 % or ₹0) is no offer at all.
  if (discountPaise <= 0) return refusal(terms, 'inactive');
  return {
    ok: true,
    couponId: terms.id,
    code: terms.code,
    discountPaise,
    totalAfterPaise: priced.totalPaise - discountPaise,
  };
}

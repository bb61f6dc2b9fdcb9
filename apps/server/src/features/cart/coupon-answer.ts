// The wire answer of get-coupon-code-discount-value/calculate-coupon-discount (one object, read
// as JSON.parse(data).DiscountValueAfterCouponAppliedWithQuantity by the provider's storefront,
// which shows its order total minus that figure: so the field is the discount, as at its host).
import type { Lang } from '@bazaar/i18n/text';
import type { CouponRow } from '@bazaar/contract/schemas/orders';
import { COUPON_REASON_TEXTS } from '@bazaar/i18n/cart';
import { fill } from '@bazaar/i18n/text';
import type { CouponOutcome } from './coupon-rules.ts';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { paiseToRupees } from '@bazaar/contract/money/paise';
import type { PricedCart } from './pricing.ts';

/** Why the coupon was refused, in the shopper's language. */
export function couponReasonText(
  lang: Lang,
  outcome: Extract<CouponOutcome, { ok: false }>,
): string {
  return fill(lang, COUPON_REASON_TEXTS[outcome.reason][lang], {
    minimum: formatPaise(outcome.minimumPaise),
  });
}

/**
 * A usable code answers the discount (and the order total after it); an unusable one answers 0
 * there (the storefront then says 'Invalid coupon code!') and why.
 */
export function toCouponAnswer(outcome: CouponOutcome, priced: PricedCart, lang: Lang): CouponRow {
  if (!outcome.ok) {
    return {
      DiscountValueAfterCouponAppliedWithQuantity: 0,
      DiscountValueAfterCouponApplied: 0,
      DiscountId: null,
      DiscountAmount: 0,
      OrderTotalAfterDiscount: 0,
      CouponCode: outcome.code,
      Reason: couponReasonText(lang, outcome),
    };
  }
  return {
    DiscountValueAfterCouponAppliedWithQuantity: paiseToRupees(outcome.discountPaise),
    DiscountValueAfterCouponApplied: paiseToRupees(priced.subtotalPaise - outcome.discountPaise),
    DiscountId: outcome.couponId,
    DiscountAmount: paiseToRupees(outcome.discountPaise),
    OrderTotalAfterDiscount: paiseToRupees(outcome.totalAfterPaise),
    CouponCode: outcome.code,
    Reason: null,
  };
}

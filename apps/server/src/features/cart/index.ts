// The cart feature's API for other features (the order placement reuses it inside its own
// transaction). Money is integer paise; `db` may be a Kysely instance or a Transaction.
//
//   priceCart(db, lines: CartLine[], { languageCode: 'en' | 'ar' }): Promise<PricedCart>
//     Re-prices every line from the database (browser prices are never read). Throws
//     CartProblem (an ApiError, HTTP 400, "cartJsonData.N.Field: …") for a malformed cart:
//     a product listed twice or unknown, an option of another product or not offered, an
//     attribute chosen twice, a required colour / size / variant not chosen, a quantity over
//     the line's limit (10, or OrderMaximumQuantity when lower). An unpublished, out-of-stock
//     or short-stocked line is reported (isAvailable false, unavailableReason, unitsLeft) and
//     not charged (lineTotalPaise = shippingPaise = 0); then isValid is false.
//   A PricedLine is also an order's line: orders reserve and write it unchanged (its
//   productNameEn / productNameAr are the names an order item keeps, whatever the language).
//   toCartDataAnswer(priced): CartData — the wire answer of cart-data (rupees, 2 decimals).
//   evaluateCoupon(db, code, priced, { userId: number | null, now: Date }): Promise<CouponOutcome>
//     → { ok: true, couponId, code, discountPaise, totalAfterPaise }
//     | { ok: false, reason: CouponReason, couponId, code, minimumPaise }
//     Reasons, in the order checked: 'unknown', 'inactive', 'not-started', 'expired',
//     'used-up', 'per-user-limit' (only with a userId), 'empty-cart', 'below-minimum',
//     'no-eligible-products'. The code is matched case-insensitively; the discount is on the
//     products (never shipping) of the available lines.
//   holdCouponUse(trx, { couponId, userId }, heldByShopper) / releaseCouponUse(trx, couponId) /
//   recordRedemption(trx, redemption): one use of a coupon, for an order paid in between — a
//   use is held at reserve (never past either limit; heldByShopper counts the uses the
//   shopper's other reservations hold), given back on release, its redemption written at confirm.
//   couponReasonText(lang, outcome) — the localized Reason of a refused coupon.
export { toCartDataAnswer } from './cart-answer.ts';
export { CartProblem } from './cart-problems.ts';
export type { CouponOutcome, CouponReason } from './coupon-rules.ts';
export { couponReasonText } from './coupon-answer.ts';
export {
  evaluateCoupon,
  holdCouponUse,
  normalizeCouponCode,
  recordRedemption,
  releaseCouponUse,
  type Redemption,
} from './coupons.ts';
export type { UnavailableReason } from './line-pricing.ts';
export {
  priceCart,
  type PricedAttribute,
  type PricedCart,
  type PricedLine,
  type PriceCartOptions,
} from './pricing.ts';

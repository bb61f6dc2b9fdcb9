// Asking the server what a coupon is worth for a cart (GET_COUPON_CODE_DISCOUNT), and what its
// answer means for the shopper (spec §8): a discount that is missing or not above 0 →
// 'Invalid coupon code!', with the server's reason (already in the shopper's
// language) when it gives one.
//
//   const outcome = await priceCoupon(code, cartJsonData, lang, signal);
//   outcome.kind === 'applied'  → outcome.coupon: an AppliedCoupon for coupon-slice.ts
//   outcome.kind === 'invalid'  → outcome.reason: why not, or null
//   outcome.kind === 'failed'   → outcome.message: a transport or throttle failure ('' = aborted)
import type { Lang } from '@bazaar/i18n/text';
import type { CouponRow } from '@bazaar/contract/schemas/orders';
import { callApi, type ApiResult } from '../../api/client.ts';
import type { AppliedCoupon } from './coupon-slice.ts';

export type CouponOutcome =
  | { kind: 'applied'; coupon: AppliedCoupon }
  | { kind: 'invalid'; reason: string | null }
  | { kind: 'failed'; message: string };

/** Envelope status codes of a shopper outcome (wire contract): the code was looked at and refused. */
const REFUSED = new Set([204, 501]);

export function couponOutcome(
  result: ApiResult<CouponRow>,
  typedCode: string,
  pricedFor: string,
): CouponOutcome {
  if (!result.ok) {
    return REFUSED.has(result.status)
      ? { kind: 'invalid', reason: result.errorMessage || null }
      : { kind: 'failed', message: result.errorMessage };
  }
  const row = result.data;
  const discount = row.DiscountValueAfterCouponAppliedWithQuantity;
  if (!(typeof discount === 'number' && discount > 0)) {
    return { kind: 'invalid', reason: row.Reason ?? null };
  }
  return {
    kind: 'applied',
    coupon: {
      code: row.CouponCode ?? typedCode.trim(),
      pricedFor,
      totalAfterDiscount: row.OrderTotalAfterDiscount,
      discountAmount: row.DiscountAmount,
      discountId: row.DiscountId,
    },
  };
}

export async function priceCoupon(
  code: string,
  cartJsonData: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<CouponOutcome> {
  const result = await callApi(
    'getCouponDiscount',
    { CouponCode: code.trim(), cartJsonData, languageCode: lang },
    { signal },
  );
  return couponOutcome(result, code, cartJsonData);
}

// The two cart endpoints' rules: price the browser's cart (cart-data), and price it with a coupon
// (calculate-coupon-discount), refused codes counted per client address against guessing.
import type { Kysely } from 'kysely';
import type { Lang } from '@bazaar/i18n/text';
import type { CartData, CartLine, CouponRow } from '@bazaar/contract/schemas/orders';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Database } from '../../db/schema.ts';
import { returnSlot } from '../../plugins/rate-limit.ts';
import { addressSubject, takeAttempt } from '../../plugins/throttle.ts';
import { toCartDataAnswer } from './cart-answer.ts';
import { toCouponAnswer } from './coupon-answer.ts';
import { evaluateCoupon } from './coupons.ts';
import { priceCart } from './pricing.ts';

/** Refused coupon codes are counted under this bucket, per client address (15-minute window). */
export const COUPON_GUESS_BUCKET = 'coupon-refused';

export interface CartContext {
  db: Kysely<Database>;
  /** Refused coupon codes allowed per client address per 15 minutes. */
  couponAttemptsPerAddress: number;
  /** FREE_DELIVERY_THRESHOLD_RUPEES in paise (0: none). */
  freeDeliveryThresholdPaise: number;
}

export interface CartRequest {
  cartJsonData: CartLine[];
  languageCode?: Lang | undefined;
}

/** GET_CUSTOMER_CART_ITEMS: the cart re-priced from the database. */
export async function cartData(
  { db, freeDeliveryThresholdPaise }: CartContext,
  params: CartRequest,
): Promise<CartData> {
  const priced = await priceCart(db, params.cartJsonData, {
    languageCode: params.languageCode ?? 'en',
    freeDeliveryThresholdPaise,
  });
  return toCartDataAnswer(priced);
}

export interface CouponRequest extends CartRequest {
  CouponCode: string;
}

/**
 * GET_COUPON_CODE_DISCOUNT: the order total after the coupon, from the server's prices. A
 * refused code answers 0 with its reason and counts against the address (a 429 once
 * `couponAttemptsPerAddress` refusals are reached within 15 minutes, before any lookup).
 */
export async function couponDiscount(
  { db, couponAttemptsPerAddress, freeDeliveryThresholdPaise }: CartContext,
  params: CouponRequest,
  user: CurrentUser | null,
  ip: string,
  now: Date = new Date(),
): Promise<CouponRow> {
  // The slot is taken before the lookup (parallel guesses cannot all pass); a good code gives it back.
  const slot = await takeAttempt(
    db,
    COUPON_GUESS_BUCKET,
    addressSubject(ip),
    couponAttemptsPerAddress,
    now,
  );
  const lang = params.languageCode ?? 'en';
  const priced = await priceCart(db, params.cartJsonData, {
    languageCode: lang,
    freeDeliveryThresholdPaise,
  });
  const outcome = await evaluateCoupon(db, params.CouponCode, priced, {
    userId: user?.id ?? null,
    now,
  });
  if (outcome.ok) await returnSlot(db, slot);
  return toCouponAnswer(outcome, priced, lang);
}

// evaluateCoupon (may this cart use this code now, and for how much) and redeemCoupon (record
// one use inside the order's transaction, never past a limit, whatever runs beside it).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repository from './coupon.repository.ts';
import { decideCoupon, type CouponOutcome } from './coupon-rules.ts';
import type { PricedCart } from './pricing.ts';

/** Codes are compared case-insensitively: stored upper-cased, looked up upper-cased. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export interface EvaluateCouponOptions {
  /** The logged-in shopper, whose own redemptions count against a per-shopper limit. */
  userId: number | null;
  now: Date;
}

/** The outcome of `code` on `priced` (see coupon-rules.ts for the rules and their order). */
export async function evaluateCoupon(
  db: Kysely<Database>,
  code: string,
  priced: PricedCart,
  { userId, now }: EvaluateCouponOptions,
): Promise<CouponOutcome> {
  const terms = await repository.findCouponByCode(db, normalizeCouponCode(code));
  const userRedemptions =
    terms && userId !== null ? await repository.countUserRedemptions(db, terms.id, userId) : null;
  return decideCoupon(terms, priced, { userRedemptions, now });
}

export interface Redemption {
  couponId: number;
  userId: number;
  /** The order being placed (already inserted in the same transaction). */
  orderId: number;
  discountPaise: number;
}

/** Tries to insert the shopper's next numbered use a few times when concurrent orders race. */
const USE_NUMBER_ATTEMPTS = 3;

/**
 * Records one use of the coupon for the order, inside the caller's transaction: the total
 * counter moves only while below usage_limit (a conditional update), and the shopper's uses are
 * numbered with a UNIQUE (coupon, user, number), so neither limit can be passed by orders placed
 * at the same time, at any isolation level. False (nothing written) when a limit is reached.
 */
export async function redeemCoupon(
  trx: Kysely<Database>,
  { couponId, userId, orderId, discountPaise }: Redemption,
): Promise<boolean> {
  const coupon = await repository.findPerUserLimit(trx, couponId);
  if (!coupon) return false;
  if (!(await repository.takeCouponUse(trx, couponId))) return false;
  for (let attempt = 0; attempt < USE_NUMBER_ATTEMPTS; attempt += 1) {
    const used = await repository.countUserRedemptions(trx, couponId, userId);
    if (coupon.per_user_limit !== null && used >= coupon.per_user_limit) break;
    const inserted = await repository.insertRedemption(trx, {
      couponId,
      userId,
      orderId,
      discountPaise,
      userUseNumber: used + 1,
    });
    if (inserted) return true;
  }
  await repository.returnCouponUse(trx, couponId);
  return false;
}

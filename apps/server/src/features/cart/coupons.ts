// evaluateCoupon (may this cart use this code now, and for how much), and a use held at
// reserve, given back on release and recorded at confirm, never past a limit whatever runs
// beside it.
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
 * Takes one use of the coupon for an order being reserved, inside the reserve transaction
 * (issue 17: the last uses went to whoever confirmed first, after 17 shoppers had been charged).
 * The total counter moves only while below usage_limit (a conditional update, which also locks
 * the coupon's row to the end of the transaction), so the shopper's uses counted after it —
 * redeemed, plus `heldByShopper`, the uses their other reserved orders hold — cannot change
 * under us. False (nothing taken) when a limit is reached. Give it back with releaseCouponUse.
 */
export async function holdCouponUse(
  trx: Kysely<Database>,
  { couponId, userId }: { couponId: number; userId: number },
  heldByShopper: () => Promise<number>,
): Promise<boolean> {
  const coupon = await repository.findPerUserLimit(trx, couponId);
  if (!coupon) return false;
  if (!(await repository.takeCouponUse(trx, couponId))) return false;
  if (coupon.per_user_limit === null) return true;
  const used = await repository.countUserRedemptions(trx, couponId, userId);
  if (used + (await heldByShopper()) < coupon.per_user_limit) return true;
  await repository.returnCouponUse(trx, couponId);
  return false;
}

/** Gives back a use taken by holdCouponUse whose order was not placed. */
export const releaseCouponUse = (trx: Kysely<Database>, couponId: number): Promise<void> =>
  repository.returnCouponUse(trx, couponId);

/**
 * Writes the redemption of a use already held (holdCouponUse), numbered per shopper with a
 * UNIQUE (coupon, user, number), so the shopper's limit holds at any isolation level. False,
 * with nothing written, when the shopper's limit is reached after all.
 */
export async function recordRedemption(
  trx: Kysely<Database>,
  { couponId, userId, orderId, discountPaise }: Redemption,
): Promise<boolean> {
  const coupon = await repository.findPerUserLimit(trx, couponId);
  if (!coupon) return false;
  for (let attempt = 0; attempt < USE_NUMBER_ATTEMPTS; attempt += 1) {
    const used = await repository.countUserRedemptions(trx, couponId, userId);
    if (coupon.per_user_limit !== null && used >= coupon.per_user_limit) return false;
    const inserted = await repository.insertRedemption(trx, {
      couponId,
      userId,
      orderId,
      discountPaise,
      userUseNumber: used + 1,
    });
    if (inserted) return true;
  }
  return false;
}

// Test support: one coupon use taken and recorded in one step, for tests of the limits that
// insert an order themselves (placement holds at reserve and records at confirm instead).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { holdCouponUse, recordRedemption, releaseCouponUse, type Redemption } from './coupons.ts';

/**
 * Records one use of the coupon for an order already inserted, inside the caller's
 * transaction: holdCouponUse and recordRedemption in one go. False (nothing written) when a
 * limit is reached.
 */
export async function redeemCoupon(
  trx: Kysely<Database>,
  redemption: Redemption,
): Promise<boolean> {
  const held = await holdCouponUse(trx, redemption, () => Promise.resolve(0));
  if (!held) return false;
  if (await recordRedemption(trx, redemption)) return true;
  await releaseCouponUse(trx, redemption.couponId);
  return false;
}

// Coupon queries. Each takes a Kysely instance or a transaction; the writes are meant for the
// order placement's transaction (see coupons.ts holdCouponUse and recordRedemption).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CouponTerms } from './coupon-rules.ts';

/** The coupon stored under `code` (codes are stored upper-cased), with the terms the rules read. */
export function findCouponByCode(
  db: Kysely<Database>,
  code: string,
): Promise<CouponTerms | undefined> {
  return db
    .selectFrom('coupons')
    .select([
      'id',
      'code',
      'discount_type_id',
      'discount_amount_paise',
      'discount_percent',
      'max_discount_paise',
      'min_order_total_paise',
      'valid_from',
      'valid_to',
      'usage_limit',
      'times_used',
      'active',
      'per_user_limit',
      'applies_to_discounted',
    ])
    .where('code', '=', code)
    .executeTakeFirst();
}

export function findPerUserLimit(db: Kysely<Database>, couponId: number) {
  return db
    .selectFrom('coupons')
    .select('per_user_limit')
    .where('id', '=', couponId)
    .executeTakeFirst();
}

/** How many times the shopper has redeemed the coupon. */
export async function countUserRedemptions(
  db: Kysely<Database>,
  couponId: number,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** times_used + 1 unless that would pass usage_limit; true when it was taken. */
export async function takeCouponUse(db: Kysely<Database>, couponId: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) =>
      eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives back a use taken by takeCouponUse (a limit refused it after all, or no order came of it). */
export async function returnCouponUse(db: Kysely<Database>, couponId: number): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
    .where('id', '=', couponId)
    .where('times_used', '>', 0)
    .execute();
}

export interface NewRedemption {
  couponId: number;
  userId: number;
  orderId: number;
  discountPaise: number;
  /** The shopper's n-th use of this coupon; UNIQUE with coupon and user. */
  userUseNumber: number;
}

/** Inserts the redemption; false when another order already took this use number. */
export async function insertRedemption(
  db: Kysely<Database>,
  redemption: NewRedemption,
): Promise<boolean> {
  const row = await db
    .insertInto('coupon_redemptions')
    .values({
      coupon_id: redemption.couponId,
      user_id: redemption.userId,
      order_id: redemption.orderId,
      discount_paise: redemption.discountPaise,
      user_use_number: redemption.userUseNumber,
    })
    .onConflict((conflict) =>
      conflict.columns(['coupon_id', 'user_id', 'user_use_number']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

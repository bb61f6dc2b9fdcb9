// Coupon rules of issue #9: a per-shopper limit, whether a coupon also takes money off products
// already on sale, and a numbered redemption per shopper and coupon whose uniqueness keeps the
// per-shopper limit under concurrent orders at any isolation level (see features/cart/coupons.ts).
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

export const USER_USE_INDEX = 'coupon_redemptions_user_use_key';

export const couponRules: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    // null: no per-shopper limit (every coupon so far).
    await s
      .alterTable('coupons')
      .addColumn('per_user_limit', 'integer', (c) =>
        c.check(sql`per_user_limit is null or per_user_limit > 0`),
      )
      .execute();
    // 1: the discount counts products on sale too (what every coupon so far did).
    await s
      .alterTable('coupons')
      .addColumn('applies_to_discounted', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await s
      .alterTable('coupon_redemptions')
      .addColumn('user_use_number', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    // Rows from before are numbered in the order they were written.
    await sql`update coupon_redemptions set user_use_number = (
        select count(*) from coupon_redemptions earlier
        where earlier.coupon_id = coupon_redemptions.coupon_id
          and earlier.user_id = coupon_redemptions.user_id
          and earlier.id <= coupon_redemptions.id)`.execute(db);
    await s
      .createIndex(USER_USE_INDEX)
      .on('coupon_redemptions')
      .columns(['coupon_id', 'user_id', 'user_use_number'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const s = db.schema;
    await s.dropIndex(USER_USE_INDEX).execute();
    await s.alterTable('coupon_redemptions').dropColumn('user_use_number').execute();
    await s.alterTable('coupons').dropColumn('applies_to_discounted').execute();
    await s.alterTable('coupons').dropColumn('per_user_limit').execute();
  },
};

// Migration 0007 over coupons and redemptions written before it: coupons keep their rows (no
// per-shopper limit, sale products count), earlier redemptions are numbered per shopper in the
// order they were written, the numbering is unique, and down gives back 0006's schema.
import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import {
  describeMigration,
  expectColumns,
  insertCashMethod,
  insertOrder,
  insertUser,
} from './test/migration-database.ts';

describeMigration('0007-coupon-rules', '0006-catalogue-counts', (t) => {
  let couponId: number;
  let userId: number;
  beforeEach(async () => {
    await insertCashMethod(t.db);
    userId = await insertUser(t.db, 'a@example.in');
    couponId = (
      await t.db
        .insertInto('coupons')
        .values({ code: 'OLD10', discount_type_id: 2, discount_percent: 10, times_used: 2 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const number of ['B-1', 'B-2']) {
      const orderId = await insertOrder(t.db, userId, number, {
        subtotal_paise: 1_000,
        total_paise: 900,
      });
      await sql`insert into coupon_redemptions (coupon_id, order_id, user_id, discount_paise)
        values (${couponId}, ${orderId}, ${userId}, 100)`.execute(t.db);
    }
  });

  it('keeps old coupons as they were and numbers earlier redemptions per shopper', async () => {
    await t.up();
    const coupon = await t.db
      .selectFrom('coupons')
      .select(['per_user_limit', 'applies_to_discounted', 'times_used'])
      .executeTakeFirstOrThrow();
    expect(coupon).toEqual({ per_user_limit: null, applies_to_discounted: 1, times_used: 2 });
    const uses = await t.db
      .selectFrom('coupon_redemptions')
      .select('user_use_number')
      .orderBy('id')
      .execute();
    expect(uses.map((use) => use.user_use_number)).toEqual([1, 2]);
    // The same use number twice for one shopper and coupon is refused.
    // The second order lost its redemption: only the use number can clash now.
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('coupon_redemptions').where('user_use_number', '=', 2).execute();
    await expect(
      t.db
        .insertInto('coupon_redemptions')
        .values({
          coupon_id: couponId,
          order_id: order.id,
          user_id: userId,
          discount_paise: 1,
          user_use_number: 1,
        })
        .execute(),
    ).rejects.toThrow(/unique/i);
    // A per-shopper limit must be positive.
    await expect(
      t.db.updateTable('coupons').set({ per_user_limit: 0 }).execute(),
    ).rejects.toThrow();
  });

  it('reverts to 0006, keeping every row, and migrates up again', async () => {
    await t.up();
    await t.down();
    await expectColumns(
      t.db,
      {
        coupons: ['per_user_limit', 'applies_to_discounted'],
        coupon_redemptions: ['user_use_number'],
      },
      false,
    );
    expect(await t.db.selectFrom('coupons').select('code').execute()).toEqual([{ code: 'OLD10' }]);
    expect(await t.db.selectFrom('coupon_redemptions').select('id').execute()).toHaveLength(2);
    await t.up();
  });
});

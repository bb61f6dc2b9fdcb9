// redeemCoupon inside order transactions, per dialect: it records one numbered use per order and
// never passes the coupon's total limit or a shopper's own limit, even when orders race (at the
// default SERIALIZABLE and at READ COMMITTED on PostgreSQL; SQLite has one writer).
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction, type WriteTransactionOptions } from '../../db/write-transaction.ts';
import { createTestDatabase, DIALECTS } from '../../test/databases.ts';
import { redeemCoupon } from './coupon.test-support.ts';

const ISOLATIONS: WriteTransactionOptions['isolation'][] = ['serializable', 'read committed'];

describe.each(DIALECTS)('redeeming coupons on %s', (dialect) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let shopperA: number;
  let shopperB: number;
  let orderCount = 0;

  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
    db = handle.db;
    await db
      .insertInto('payment_methods')
      .values({ id: 6, name: 'Cash', image_url: '/c.svg' })
      .execute();
    const user = async (email: string) =>
      (
        await db
          .insertInto('users')
          .values({ email, password_hash: 'h', first_name: 'A', last_name: 'B' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    shopperA = await user('a@example.in');
    shopperB = await user('b@example.in');
  });
  afterAll(() => handle.destroy());

  async function newCoupon(code: string, terms: { usage_limit?: number; per_user_limit?: number }) {
    return (
      await db
        .insertInto('coupons')
        .values({ code, discount_type_id: 1, discount_amount_paise: 10_000, ...terms })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  /** Places an order and redeems the coupon for it in one transaction; says whether it took. */
  function order(couponId: number, userId: number, options: WriteTransactionOptions = {}) {
    orderCount += 1;
    const number = `O-${orderCount}`;
    return writeTransaction(
      db,
      async (trx) => {
        const { id } = await trx
          .insertInto('orders')
          .values({
            user_id: userId,
            order_number: number,
            status_id: 1,
            payment_method_id: 6,
            subtotal_paise: 50_000,
            shipping_paise: 0,
            discount_paise: 10_000,
            total_paise: 40_000,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return redeemCoupon(trx, { couponId, userId, orderId: id, discountPaise: 10_000 });
      },
      options,
    );
  }

  const state = async (couponId: number) => ({
    timesUsed: (
      await db
        .selectFrom('coupons')
        .select('times_used')
        .where('id', '=', couponId)
        .executeTakeFirstOrThrow()
    ).times_used,
    uses: await db
      .selectFrom('coupon_redemptions')
      .select(['user_id', 'user_use_number', 'discount_paise'])
      .where('coupon_id', '=', couponId)
      .orderBy('user_id')
      .orderBy('user_use_number')
      .execute(),
  });

  it("numbers each shopper's uses and stops at the shopper's limit", async () => {
    const coupon = await newCoupon('TWICE', { per_user_limit: 2 });
    expect(await order(coupon, shopperA)).toBe(true);
    expect(await order(coupon, shopperA)).toBe(true);
    expect(await order(coupon, shopperA)).toBe(false);
    expect(await order(coupon, shopperB)).toBe(true);
    expect(await state(coupon)).toEqual({
      timesUsed: 3,
      uses: [
        { user_id: shopperA, user_use_number: 1, discount_paise: 10_000 },
        { user_id: shopperA, user_use_number: 2, discount_paise: 10_000 },
        { user_id: shopperB, user_use_number: 1, discount_paise: 10_000 },
      ],
    });
  });

  it('stops at the total limit, writing nothing for a refused use', async () => {
    const coupon = await newCoupon('TWO-IN-ALL', { usage_limit: 2 });
    expect(await order(coupon, shopperA)).toBe(true);
    expect(await order(coupon, shopperB)).toBe(true);
    expect(await order(coupon, shopperA)).toBe(false);
    const after = await state(coupon);
    expect(after.timesUsed).toBe(2);
    expect(after.uses).toHaveLength(2);
  });

  it('refuses an unknown coupon', async () => {
    expect(await order(987_654, shopperA)).toBe(false);
  });

  it.each(ISOLATIONS)('never passes either limit when orders race (%s)', async (isolation) => {
    const total = await newCoupon(`RACE-${isolation}`, { usage_limit: 3 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => order(total, i % 2 ? shopperA : shopperB, { isolation })),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await state(total)).toMatchObject({ timesUsed: 3 });
    expect((await state(total)).uses).toHaveLength(3);

    const once = await newCoupon(`ONCE-${isolation}`, { per_user_limit: 1 });
    const mine = await Promise.all(
      Array.from({ length: 4 }, () => order(once, shopperA, { isolation })),
    );
    expect(mine.filter(Boolean)).toHaveLength(1);
    expect(await order(once, shopperB, { isolation })).toBe(true);
    expect(await state(once)).toMatchObject({ timesUsed: 2 });
  });
});

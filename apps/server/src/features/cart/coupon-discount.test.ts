// get-coupon-code-discount-value/calculate-coupon-discount through the real app, per dialect,
// with the seeded coupons: the discount and the total after it from the server's prices, every reason a
// code cannot be used (in English and Arabic), the per-shopper limit for a logged-in shopper.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CouponRow } from '@bazaar/contract/schemas/orders';
import { writeTransaction } from '../../db/write-transaction.ts';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { authHeaders, signUpAndLogIn } from '../accounts/accounts.test-support.ts';
import { cartLine, insertTestProducts, type TestProducts } from './cart-products.test-support.ts';
import { redeemCoupon } from './coupon.test-support.ts';

describe.each(DIALECTS)('coupon discount on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { COUPON_ATTEMPTS_PER_ADDRESS: 10_000 } });
  let p: TestProducts;
  beforeAll(async () => {
    p = await insertTestProducts(t.db, 'coupon');
  });

  /** Kurta (on sale, ₹800 × 2 + ₹98 shipping) and attar (₹500), with made-up browser prices. */
  const fullCart = () => [
    cartLine(
      p.kurta,
      2,
      [
        [1, p.red],
        [2, p.sizeM],
      ],
      { Price: 1, DiscountedPrice: 1 },
    ),
    cartLine(p.attar, 1, [], { Price: 0.5, ItemSubTotal: 0.5 }),
  ];
  const apply = (
    code: string,
    lines: unknown[] = fullCart(),
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    call<CouponRow>(
      t.app,
      'getCouponDiscount',
      { CouponCode: code, cartJsonData: JSON.stringify(lines), ...extra },
      headers,
    );
  const couponId = async (code: string) =>
    (
      await t.db
        .selectFrom('coupons')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  it('answers the discount of a percentage coupon, from the server prices', async () => {
    // Products ₹2,100, shipping ₹98: 10 % of ₹2,100 (cap ₹500) = ₹210 → ₹1,988.
    const { status, envelope, data } = await apply('WELCOME10', fullCart(), { orderTotal: 1 });
    expect(status).toBe(200);
    expect(envelope.statusCode).toBe(200);
    expect(data).toEqual({
      DiscountValueAfterCouponAppliedWithQuantity: 210,
      DiscountValueAfterCouponApplied: 1890,
      DiscountId: await couponId('WELCOME10'),
      DiscountAmount: 210,
      OrderTotalAfterDiscount: 1988,
      CouponCode: 'WELCOME10',
      Reason: null,
    });
  });

  it.each(['welcome10', ' Welcome10 ', 'WeLcOmE10'])(
    'matches %j whatever its case',
    async (code) => {
      const { data } = await apply(code);
      expect(data).toMatchObject({ DiscountAmount: 210, CouponCode: 'WELCOME10' });
    },
  );

  it('takes a fixed amount once the minimum order is met', async () => {
    const { data } = await apply('FLAT200');
    expect(data).toMatchObject({
      DiscountAmount: 200,
      DiscountValueAfterCouponAppliedWithQuantity: 200,
      OrderTotalAfterDiscount: 1998,
    });
  });

  it("adds up with the provider's checkout: cart total − the field = what the shopper pays", async () => {
    // Its Checkout.js shows OrderTotal − DiscountValueAfterCouponAppliedWithQuantity.
    const cart = await call<{ orderTotal: number }>(t.app, 'getCartItems', {
      cartJsonData: JSON.stringify(fullCart()),
    });
    for (const code of ['WELCOME10', 'FLAT200']) {
      const { data } = await apply(code);
      expect(cart.data.orderTotal - data.DiscountValueAfterCouponAppliedWithQuantity).toBe(
        data.OrderTotalAfterDiscount,
      );
    }
  });

  it('counts only full-price products for a coupon that says so', async () => {
    // 20 % of the attar's ₹500; the kurta is on sale.
    expect((await apply('FULLPRICE20')).data).toMatchObject({ DiscountAmount: 100 });
    const onlySale = [
      cartLine(p.kurta, 1, [
        [1, p.red],
        [2, p.sizeM],
      ]),
    ];
    expect((await apply('FULLPRICE20', onlySale)).data).toMatchObject({
      DiscountValueAfterCouponAppliedWithQuantity: 0,
      Reason: 'This coupon does not apply to products that are already on sale.',
    });
  });

  it.each([
    ['an expired code', 'FESTIVE25', 'FESTIVE25', 'This coupon has expired.'],
    ['a used-up code', 'FIRST100', 'FIRST100', 'This coupon has been used up.'],
    ['a switched-off code', 'SUMMER15', 'SUMMER15', 'This coupon is no longer offered.'],
    ['an unknown code', 'NO-SUCH-CODE', null, 'There is no coupon with this code.'],
  ])('answers 0 with the reason for %s', async (_name, code, stored, reason) => {
    const { status, envelope, data } = await apply(code);
    expect(status).toBe(200);
    expect(envelope.statusCode).toBe(200);
    expect(data).toEqual({
      DiscountValueAfterCouponAppliedWithQuantity: 0,
      DiscountValueAfterCouponApplied: 0,
      DiscountId: null,
      DiscountAmount: 0,
      OrderTotalAfterDiscount: 0,
      CouponCode: stored,
      Reason: reason,
    });
  });

  it('says what the minimum order is, in English and in Arabic', async () => {
    const small = [cartLine(p.attar, 1)];
    expect((await apply('FLAT200', small)).data.Reason).toBe(
      'This coupon needs an order of at least ₹1,499.',
    );
    const arabic = await apply('FLAT200', small, { languageCode: 'ar' });
    expect(arabic.data.Reason).toMatch(/^تتطلب هذه القسيمة طلبًا لا تقل قيمته عن .*1,499\./);
    expect((await apply('FESTIVE25', small, { languageCode: 'ar' })).data.Reason).toBe(
      'انتهت صلاحية هذه القسيمة.',
    );
  });

  it('refuses a per-shopper coupon to a shopper who used it up, not to anyone else', async () => {
    const shopper = await signUpAndLogIn(t.app);
    const headers = authHeaders(shopper.row.UserID, shopper.token);
    expect((await apply('NEWSHOPPER15', fullCart(), {}, headers)).data.DiscountAmount).toBe(300);
    const id = await couponId('NEWSHOPPER15');
    await writeTransaction(t.db, async (trx) => {
      const order = await trx
        .insertInto('orders')
        .values({
          user_id: shopper.row.UserID,
          order_number: `T-${dialect}-1`,
          status_id: 1,
          payment_method_id: 6,
          subtotal_paise: 210_000,
          shipping_paise: 9_800,
          total_paise: 189_800,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const redeemed = await redeemCoupon(trx, {
        couponId: id,
        userId: shopper.row.UserID,
        orderId: order.id,
        discountPaise: 30_000,
      });
      expect(redeemed).toBe(true);
    });
    expect((await apply('NEWSHOPPER15', fullCart(), {}, headers)).data).toMatchObject({
      DiscountValueAfterCouponAppliedWithQuantity: 0,
      Reason: 'You have already used this coupon as often as it allows.',
    });
    // A visitor, or another shopper, may still use it.
    expect((await apply('NEWSHOPPER15')).data.DiscountAmount).toBe(300);
    const other = await signUpAndLogIn(t.app);
    const otherHeaders = authHeaders(other.row.UserID, other.token);
    expect((await apply('NEWSHOPPER15', fullCart(), {}, otherHeaders)).data.DiscountAmount).toBe(
      300,
    );
  });

  it('refuses a malformed request with 400, never a 500', async () => {
    for (const params of [
      { CouponCode: '', cartJsonData: '[]' },
      { CouponCode: 'X'.repeat(31), cartJsonData: '[]' },
      { CouponCode: 'WELCOME10', cartJsonData: 'nope' },
      { CouponCode: 'WELCOME10', cartJsonData: JSON.stringify([cartLine(987_654_321, 1)]) },
      { CouponCode: 'WELCOME10' },
    ]) {
      const { status, envelope } = await call(t.app, 'getCouponDiscount', params);
      expect(status).toBe(400);
      expect(envelope.errorMessage).toMatch(/^(CouponCode|cartJsonData)/);
    }
  });

  it('answers 0 with a reason for an empty cart', async () => {
    expect((await apply('WELCOME10', [])).data).toMatchObject({
      DiscountValueAfterCouponAppliedWithQuantity: 0,
      Reason: 'Add products that can be ordered to your cart to use a coupon.',
    });
  });
});

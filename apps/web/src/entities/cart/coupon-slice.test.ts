// The applied coupon joins the store only when its code loads (the cart or checkout chunk), so
// this file imports everything dynamically: a static import would load the slice up front.
import { describe, expect, it } from 'vitest';
import { appliedCoupon as coupon } from '../../test/coupon-rows.ts';

describe('the coupon slice', () => {
  it('is injected into a running store when its code loads, then applies and removes', async () => {
    const { makeStore } = await import('../../app/store.ts');
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('coupon');

    const { couponApplied, couponRemoved, selectAppliedCoupon } = await import('./coupon-slice.ts');
    expect(selectAppliedCoupon(store.getState())).toBeNull();
    store.dispatch(couponApplied(coupon));
    expect(selectAppliedCoupon(store.getState())).toEqual(coupon);
    expect(store.getState().cart.cartItems).toEqual([]);
    store.dispatch(couponRemoved());
    expect(selectAppliedCoupon(store.getState())).toBeNull();
  });
});

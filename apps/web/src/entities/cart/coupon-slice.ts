// The coupon the shopper applied (spec §4: applied once; a successful coupon sets a discounted
// order total), shared by the cart screen, which applies it, and checkout, which sends its code
// with the order. A slice injected into the store when this file loads (RTK's combineSlices):
// only the cart and checkout chunks import it, so the home page's first load (its 92 KB budget)
// does not carry it. Kept in storage (coupon-storage.ts) so it survives a reload; the server
// checks the code again whenever the cart changes and on every order.
//
//   const coupon = useAppliedCoupon();   // AppliedCoupon | null; null whenever the cart is empty
//   dispatch(couponApplied(coupon)) / dispatch(couponRemoved())   // removed after an order
import { useEffect } from 'react';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { rootReducer } from '../../store/root-reducer.ts';
import { selectCartIsEmpty } from './cart-slice.ts';
import { readStoredCoupon, storeCoupon, type AppliedCoupon } from './coupon-storage.ts';

export type { AppliedCoupon };

export interface CouponState {
  applied: AppliedCoupon | null;
}

const initialState: CouponState = { applied: readStoredCoupon() };

const couponSlice = createSlice({
  name: 'coupon',
  initialState,
  reducers: {
    couponApplied(state, action: PayloadAction<AppliedCoupon>) {
      state.applied = action.payload;
    },
    couponRemoved(state) {
      state.applied = null;
    },
  },
  selectors: {
    selectAppliedCoupon: (state) => state.applied,
  },
});

declare module '../../store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into the declaration
  export interface LazyLoadedSlices extends WithSlice<typeof couponSlice> {}
}

// Selectors of the injected slice read the initial state until the first action reaches it.
const injected = couponSlice.injectInto(rootReducer);

export const { couponApplied, couponRemoved } = couponSlice.actions;
export const { selectAppliedCoupon } = injected.selectors;

export function useAppliedCoupon(): AppliedCoupon | null {
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectAppliedCoupon);
  // An emptied cart (an order placed, Clear, another tab) takes its coupon with it.
  const empty = useAppSelector(selectCartIsEmpty);
  useEffect(() => {
    if (empty && coupon) dispatch(couponRemoved());
  }, [empty, coupon, dispatch]);
  useEffect(() => storeCoupon(empty ? null : coupon), [empty, coupon]);
  return empty ? null : coupon;
}

// The coupon the shopper applied (spec §4: applied once; a successful coupon sets a discounted
// order total). Shared state (store/) because the cart screen applies it and checkout sends its
// code with the order; features may not import each other. Not saved to storage: a coupon is
// checked again by the server whenever the cart it was priced for changes, and on every order.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cartEmptied } from './cart-slice.ts';
import { dataRefreshed } from './common-slice.ts';

export interface AppliedCoupon {
  /** The code as the server stores it (its canonical case), sent with the order. */
  code: string;
  /** The cart (its cartJsonData) the figures below were computed for. */
  pricedFor: string;
  /** The server's order total after the discount (DiscountValueAfterCouponAppliedWithQuantity). */
  totalAfterDiscount: number;
  /** Rupees taken off the order total. */
  discountAmount: number;
  discountId: number | null;
}

export interface CouponState {
  applied: AppliedCoupon | null;
}

export const initialCouponState: CouponState = { applied: null };

const couponSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponState,
  reducers: {
    couponApplied(state, action: PayloadAction<AppliedCoupon>) {
      state.applied = action.payload;
    },
    couponRemoved(state) {
      state.applied = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(cartEmptied, () => initialCouponState);
    builder.addCase(dataRefreshed, () => initialCouponState);
  },
});

export const { couponApplied, couponRemoved } = couponSlice.actions;
export const couponReducer = couponSlice.reducer;

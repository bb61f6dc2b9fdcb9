// The coupon the shopper applied (spec §4: applied once; a successful coupon sets a discounted
// order total), shared by the cart screen, which applies it, and checkout, which sends its code
// with the order. A small module store rather than a Redux slice: only the cart and checkout
// chunks load it, so the home page's first load (its 90 KB budget) does not carry it. Not saved
// to storage: the server checks the code again whenever the cart changes and on every order.
//
//   const coupon = useAppliedCoupon();      // AppliedCoupon | null; null whenever the cart is empty
//   setAppliedCoupon(coupon) / clearAppliedCoupon()   // clear after an order is placed
import { useEffect, useSyncExternalStore } from 'react';
import { useAppSelector } from '../store/hooks.ts';

export interface AppliedCoupon {
  /** The code as the server stores it (its canonical case), sent with the order. */
  code: string;
  /** The cart (its cartJsonData) the figures below were computed for. */
  pricedFor: string;
  /** The server's order total after the discount (OrderTotalAfterDiscount). */
  totalAfterDiscount: number;
  /** Rupees taken off the order total. */
  discountAmount: number;
  discountId: number | null;
}

let applied: AppliedCoupon | null = null;
const listeners = new Set<() => void>();

export function setAppliedCoupon(coupon: AppliedCoupon | null): void {
  if (coupon === applied) return;
  applied = coupon;
  for (const listener of listeners) listener();
}

export function clearAppliedCoupon(): void {
  setAppliedCoupon(null);
}

/** The applied coupon now (outside React: an order being placed). */
export function readAppliedCoupon(): AppliedCoupon | null {
  return applied;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => applied;

export function useAppliedCoupon(): AppliedCoupon | null {
  const coupon = useSyncExternalStore(subscribe, snapshot, snapshot);
  // An emptied cart (an order placed, Clear, another tab) takes its coupon with it.
  const empty = useAppSelector((state) => state.cart.cartItems.length === 0);
  useEffect(() => {
    if (empty) clearAppliedCoupon();
  }, [empty]);
  return empty ? null : coupon;
}

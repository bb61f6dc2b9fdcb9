// The server's figures for checkout: the priced cart (the cart entity's use-priced-cart.ts) and
// the coupon the shopper applied (its coupon-slice.ts), counted only while it was priced for this
// very cart (the coupon form asks again when the cart changes).
import type { CartData } from '@bazaar/contract/schemas/orders';
import { usePricedCart } from '../../entities/cart/use-priced-cart.ts';
import { useAppliedCoupon } from '../../entities/cart/coupon-slice.ts';

export interface CheckoutCart {
  cart: CartData | undefined;
  cartJsonData: string;
  coupon: { code: string; totalAfterDiscount: number } | null;
  canCheckout: boolean;
  failed: boolean;
  refetch: () => void;
}

export function useCheckoutCart(): CheckoutCart {
  const priced = usePricedCart();
  const applied = useAppliedCoupon();
  const coupon = applied && applied.pricedFor === priced.cartJsonData ? applied : null;
  // A coupon being checked again for a changed cart: wait for its answer before ordering.
  const couponSettled = applied === null || coupon !== null;
  return {
    cart: priced.cart,
    cartJsonData: priced.cartJsonData,
    coupon: coupon && { code: coupon.code, totalAfterDiscount: coupon.totalAfterDiscount },
    canCheckout: priced.canCheckout && couponSettled,
    failed: priced.failed,
    refetch: priced.refetch,
  };
}

// The server's figures for checkout: the priced cart and the applied coupon.
// TEMPORARY until the shared cart pricing hook (branch cart-web) is merged: reads cart-data
// directly, without a coupon.
import type { ReactNode } from 'react';
import type { CartData } from '@bazaar/contract/schemas/orders';
import { useLanguage } from '../../i18n/language.ts';
import { useApi } from '../../lib/use-api.ts';
import { useAppSelector } from '../../store/hooks.ts';

export interface CheckoutCart {
  cart: CartData | undefined;
  cartJsonData: string;
  coupon: { code: string; totalAfterDiscount: number } | null;
  couponForm: ReactNode;
  canCheckout: boolean;
  failed: boolean;
  refetch: () => void;
}

export function useCheckoutCart(): CheckoutCart {
  const lang = useLanguage();
  const lines = useAppSelector((state) => state.cart.cartItems);
  const cartJsonData = JSON.stringify(lines);
  const answer = useApi('getCartItems', { cartJsonData, languageCode: lang }, { overlay: true });
  return {
    cart: answer.data,
    cartJsonData,
    coupon: null,
    couponForm: null,
    canCheckout: !answer.loading && !answer.failed && answer.data?.isValid === true,
    failed: answer.failed,
    refetch: answer.refetch,
  };
}

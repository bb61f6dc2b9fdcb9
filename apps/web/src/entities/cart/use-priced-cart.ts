// usePricedCart(): the server's prices for the cart in the store (GET_CUSTOMER_CART_ITEMS). The
// browser holds ids, chosen attributes and quantities only; every figure comes from here.
//
//   const priced = usePricedCart();
//   priced.lines      the stored cart lines (what was sent), in the store's order
//   priced.cart       the latest answer (productsData, cartSubTotal, shippingSubTotal, orderTotal,
//                     isValid), kept while the answer for changed lines is on its way
//   priced.current    true when `cart` answers exactly the stored lines (not an older cart)
//   priced.rows       the answer's rows by each line's cartChoiceKey (one product may have
//                     several lines, one per colour, size or option set)
//   priced.totals     { cartSubTotal, shippingSubTotal, orderTotal }, updated
//                     TIMING.cartTotalsUpdate (500 ms) after each answer (spec §4); undefined
//                     until the first answer's delay has passed
//   priced.canCheckout  current answer, no request running, and the server says isValid
//   priced.cartJsonData the wire form of `lines` (what a coupon or an order sends)
//   priced.loading / failed / error / refetch   as useApi's
//
// A change of the stored lines (quantity, remove, another tab) asks again at once.
import { useEffect, useRef, useState } from 'react';
import { TIMING } from '@bazaar/contract/constants';
import type { CartData, CartLine, PricedCartProduct } from '@bazaar/contract/schemas/orders';
import { cartChoiceKey } from '@bazaar/contract/cart/line-choice';
import { useLanguage } from '../../i18n/language.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { useApi, type ApiError } from '../../lib/use-api.ts';
import { selectCartLines } from './cart-slice.ts';

export interface CartTotals {
  cartSubTotal: number;
  shippingSubTotal: number;
  orderTotal: number;
}

export interface PricedCart {
  lines: readonly CartLine[];
  cartJsonData: string;
  cart: CartData | undefined;
  rows: ReadonlyMap<string, PricedCartProduct>;
  current: boolean;
  totals: CartTotals | undefined;
  canCheckout: boolean;
  loading: boolean;
  failed: boolean;
  error: ApiError | undefined;
  refetch: () => void;
}

/** The cart lines as the wire carries them: a JSON string of spec §3 cart lines. */
export function toCartJsonData(lines: readonly CartLine[]): string {
  return JSON.stringify(lines);
}

export function usePricedCart(): PricedCart {
  const lang = useLanguage();
  const lines = useAppSelector(selectCartLines);
  const cartJsonData = toCartJsonData(lines);
  const hasLines = lines.length > 0;
  const answer = useApi(
    'getCartItems',
    { cartJsonData, languageCode: lang },
    // The overlay only until the first figures are there; later changes update in place.
    { enabled: hasLines, overlay: { maxMs: TIMING.loadingIndicator } },
  );

  // The last answer and the cart it answered, kept while a changed cart is being priced.
  const [latest, setLatest] = useState<
    { cart: CartData; pricedFor: string; lines: readonly CartLine[] } | undefined
  >();
  useEffect(() => {
    if (answer.data && !answer.loading) {
      setLatest({ cart: answer.data, pricedFor: cartJsonData, lines });
    }
  }, [answer.data, answer.loading, cartJsonData, lines]);

  const totals = useDelayedTotals(latest?.cart);
  const cart = hasLines ? (latest?.cart ?? answer.data) : undefined;
  const current = hasLines && !answer.loading && latest?.pricedFor === cartJsonData;

  return {
    lines,
    cartJsonData,
    cart,
    rows: rowsByChoice(latest?.lines ?? lines, cart),
    current,
    totals: hasLines ? totals : undefined,
    canCheckout: current && !answer.failed && cart?.isValid === true,
    loading: answer.loading,
    failed: answer.failed,
    error: answer.error,
    refetch: answer.refetch,
  };
}

/** The server answers one row per line sent, in the order sent. */
function rowsByChoice(
  lines: readonly CartLine[],
  cart: CartData | undefined,
): Map<string, PricedCartProduct> {
  const rows = new Map<string, PricedCartProduct>();
  cart?.productsData.forEach((row, index) => {
    const line = lines[index];
    if (line && line.ProductId === row.ProductId) rows.set(cartChoiceKey(line), row);
  });
  return rows;
}

/** Spec §4: "totals update 500 ms after the server response". */
function useDelayedTotals(cart: CartData | undefined): CartTotals | undefined {
  const [shown, setShown] = useState<CartTotals | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!cart) return;
    const next: CartTotals = {
      cartSubTotal: cart.cartSubTotal,
      shippingSubTotal: cart.shippingSubTotal,
      orderTotal: cart.orderTotal,
    };
    timer.current = setTimeout(() => setShown(next), TIMING.cartTotalsUpdate);
    return () => clearTimeout(timer.current);
  }, [cart]);
  return shown;
}

import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TIMING } from '@bazaar/contract/constants';
import type { CartData, CartLine, PricedCartProduct } from '@bazaar/contract/schemas/orders';
import { fakeApi } from '../../test/fake-api.ts';
import { renderAppHook } from '../../test/render-app.tsx';
import { makeStore } from '../../app/store.ts';
import { addedToCart, quantityChanged, removedFromCart } from './cart-slice.ts';
import { resetApiCache } from '../../lib/api-cache.ts';
import { usePricedCart } from './use-priced-cart.ts';

afterEach(() => resetApiCache());

const product = (line: CartLine): PricedCartProduct => ({
  ProductId: line.ProductId,
  ProductName: `Product ${line.ProductId}`,
  Price: 500,
  DiscountedPrice: null,
  Quantity: line.Quantity,
  ShippingCharges: 0,
  ItemSubTotal: 500 * line.Quantity,
  ColorName: '',
  SizeShortName: '',
  ProductImagesJson: [],
  OrderMaximumQuantity: 0,
  SelectedAttributes: [],
  IsAvailable: line.Quantity <= 3,
  UnitsLeft: 3,
  UnavailableReason: line.Quantity <= 3 ? null : 'not-enough-stock',
  IsDigitalProduct: false,
});

/** A server that prices from the lines it is sent, as the real one does. */
function pricingServer() {
  const api = Object.assign(fakeApi(), { answeredAt: 0 });
  api.on('getCartItems', ({ cartJsonData }) => {
    api.answeredAt = Date.now();
    const lines = JSON.parse(cartJsonData) as CartLine[];
    const productsData = lines.map(product);
    const sub = productsData.reduce((sum, p) => sum + p.ItemSubTotal, 0);
    const data: CartData = {
      productsData,
      cartSubTotal: sub,
      shippingSubTotal: 50,
      orderTotal: sub + 50,
      isValid: productsData.every((p) => p.IsAvailable),
    };
    return { data };
  });
  return api;
}

function storeWith(...lines: [number, number][]) {
  const store = makeStore();
  for (const [ProductId, Quantity] of lines) {
    store.dispatch(addedToCart({ ProductId, productSelectedAttributes: [], Quantity }));
  }
  return store;
}

describe('usePricedCart', () => {
  it('sends the stored lines and shows the totals 500 ms after the answer', async () => {
    const api = pricingServer();
    const { result, store } = renderAppHook(() => usePricedCart(), { store: storeWith([7, 2]) });
    await waitFor(() => expect(result.current.current).toBe(true));
    expect(api.callsTo('getCartItems')[0]?.params).toEqual({
      cartJsonData: JSON.stringify(store.getState().cart.cartItems),
      languageCode: 'en',
    });
    expect(result.current.cart?.orderTotal).toBe(1050);
    expect(result.current.totals).toBeUndefined();
    await waitFor(() => expect(result.current.totals?.orderTotal).toBe(1050));
    // The answer left the server before it reached the hook: at least the delay has passed.
    expect(Date.now() - api.answeredAt).toBeGreaterThanOrEqual(TIMING.cartTotalsUpdate - 5);
    expect(result.current.canCheckout).toBe(true);
  });

  it('asks again when the lines change, keeping the last answer meanwhile', async () => {
    const api = pricingServer();
    const { result, store } = renderAppHook(() => usePricedCart(), {
      store: storeWith([7, 1], [8, 1]),
    });
    await waitFor(() => expect(result.current.totals?.orderTotal).toBe(1050));

    act(() => {
      store.dispatch(quantityChanged({ key: '7|', quantity: 3 }));
    });
    // Not yet answered: the old figures stay, but nobody may check out on them.
    expect(result.current.current).toBe(false);
    expect(result.current.canCheckout).toBe(false);
    expect(result.current.cart?.cartSubTotal).toBe(1000);
    await waitFor(() => expect(result.current.totals?.orderTotal).toBe(2050));

    act(() => {
      store.dispatch(removedFromCart('8|'));
    });
    await waitFor(() => expect(result.current.totals?.orderTotal).toBe(1550));
    expect(api.callsTo('getCartItems')).toHaveLength(3);
  });

  it('holds checkout back while the server says a line cannot be ordered', async () => {
    pricingServer();
    const { result, store } = renderAppHook(() => usePricedCart(), { store: storeWith([7, 5]) });
    await waitFor(() => expect(result.current.current).toBe(true));
    expect(result.current.cart?.productsData[0]?.UnavailableReason).toBe('not-enough-stock');
    expect(result.current.canCheckout).toBe(false);
    act(() => {
      store.dispatch(quantityChanged({ key: '7|', quantity: 3 }));
    });
    await waitFor(() => expect(result.current.canCheckout).toBe(true));
  });

  it('asks nothing for an empty cart', () => {
    const api = pricingServer();
    const { result } = renderAppHook(() => usePricedCart());
    expect(result.current.cart).toBeUndefined();
    expect(result.current.canCheckout).toBe(false);
    expect(api.calls).toHaveLength(0);
  });
});

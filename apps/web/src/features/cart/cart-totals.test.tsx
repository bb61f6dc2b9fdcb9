// The cart's totals box: one total (after the applied coupon, when it was priced for this cart),
// "Inclusive of all taxes", and what is left to add for free delivery.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartData } from '@bazaar/contract/schemas/orders';
import { renderApp } from '../../test/render-app.tsx';
import type { PricedCart } from '../../entities/cart/use-priced-cart.ts';
import { couponApplied } from '../../entities/cart/coupon-slice.ts';
import { addedToCart } from '../../entities/cart/cart-slice.ts';
import { CartTotals } from './cart-totals.tsx';

const line = { ProductId: 7, productSelectedAttributes: [], Quantity: 1 };
const cartJsonData = JSON.stringify([line]);

function priced(over: Partial<CartData>): PricedCart {
  const cart: CartData = {
    productsData: [{ IsDigitalProduct: false } as CartData['productsData'][number]],
    cartSubTotal: 1000,
    shippingSubTotal: 49,
    orderTotal: 1049,
    isValid: true,
    freeDeliveryThreshold: 1499,
    freeDeliveryAmountLeft: 499,
    ...over,
  };
  return {
    lines: [line],
    cartJsonData,
    cart,
    rows: new Map(),
    current: true,
    totals: {
      cartSubTotal: cart.cartSubTotal,
      shippingSubTotal: cart.shippingSubTotal,
      orderTotal: cart.orderTotal,
    },
    canCheckout: true,
    loading: false,
    failed: false,
    error: undefined,
    refetch: vi.fn(),
  };
}

describe('the cart totals', () => {
  it('say what is left for free delivery, and that prices include taxes', async () => {
    renderApp(<CartTotals priced={priced({})} />);
    expect((await screen.findByTestId('free-delivery')).textContent).toBe(
      'Add ₹499 more for free delivery',
    );
    expect(screen.getByText('Inclusive of all taxes')).toBeTruthy();
  });

  it('say free delivery once the threshold is reached', async () => {
    renderApp(
      <CartTotals
        priced={priced({ cartSubTotal: 1600, shippingSubTotal: 0, freeDeliveryAmountLeft: 0 })}
      />,
    );
    expect((await screen.findByTestId('free-delivery')).textContent).toBe('You get free delivery');
  });

  it('show one total: the one after the coupon priced for this cart', async () => {
    const { store } = renderApp(<CartTotals priced={priced({})} />);
    act(() => {
      store.dispatch(addedToCart(line));
      store.dispatch(
        couponApplied({
          code: 'SAVE10',
          pricedFor: cartJsonData,
          totalAfterDiscount: 949,
          discountAmount: 100,
          discountId: 4,
        }),
      );
    });
    expect((await screen.findByTestId('cart-total')).textContent).toBe('₹949');
    expect(screen.getByTestId('cart-discount').textContent).toBe('−₹100');
    expect(screen.queryByText(/₹1,049(?![.\d])/)).toBeNull();
  });
});

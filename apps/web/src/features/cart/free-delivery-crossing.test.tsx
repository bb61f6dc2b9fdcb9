// The cart crossing the shop's free-delivery threshold (issue #19 item 7): "Add ₹X more for free
// delivery" with shipping charged, then, after one more piece, free delivery and no shipping.
// The server's side (cart-data applying the threshold) is tested in the server's cart-lines test;
// here a stand-in server answers with the contract's own rule, as the real pricing does.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { freeDelivery } from '@bazaar/contract/pricing/free-delivery';
import { paiseToRupees, rupeesToPaise } from '@bazaar/contract/money/paise';
import type { CartData, CartLine } from '@bazaar/contract/schemas/orders';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeStore } from '../../app/store.ts';
import { resetApiCache } from '../../lib/api-cache.ts';
import { addedToCart, quantityChanged } from '../../entities/cart/cart-slice.ts';
import { usePricedCart } from '../../entities/cart/use-priced-cart.ts';
import { CartTotals } from './cart-totals.tsx';

afterEach(() => resetApiCache());

const UNIT = 600;
const SHIPPING_PER_UNIT = 40;
const THRESHOLD = 1_499;

/** Prices a kurta at ₹600 with ₹40 shipping a piece, free from ₹1,499 of products. */
function pricingServer() {
  const api = fakeApi();
  api.on('getCartItems', ({ cartJsonData }) => {
    const lines = JSON.parse(cartJsonData) as CartLine[];
    const units = lines.reduce((sum, line) => sum + line.Quantity, 0);
    const subtotal = UNIT * units;
    const rule = freeDelivery(rupeesToPaise(subtotal), rupeesToPaise(THRESHOLD));
    const shipping = rule.reached ? 0 : SHIPPING_PER_UNIT * units;
    const data: CartData = {
      productsData: lines.map((line) => ({
        ProductId: line.ProductId,
        ProductName: 'Chikankari Kurta',
        Price: UNIT,
        DiscountedPrice: null,
        Quantity: line.Quantity,
        ShippingCharges: rule.reached ? 0 : SHIPPING_PER_UNIT,
        ItemSubTotal: UNIT * line.Quantity,
        ColorName: '',
        SizeShortName: '',
        ProductImagesJson: [],
        OrderMaximumQuantity: 0,
        SelectedAttributes: [],
        IsAvailable: true,
        UnitsLeft: 10,
        UnavailableReason: null,
        IsDigitalProduct: false,
      })),
      cartSubTotal: subtotal,
      shippingSubTotal: shipping,
      orderTotal: subtotal + shipping,
      isValid: true,
      freeDeliveryThreshold: THRESHOLD,
      freeDeliveryAmountLeft: paiseToRupees(rule.amountLeftPaise),
    };
    return { data };
  });
  return api;
}

function Cart() {
  return <CartTotals priced={usePricedCart()} />;
}

describe('the cart and free delivery', () => {
  it('says what is left, then gives free delivery once the cart crosses the threshold', async () => {
    pricingServer();
    const store = makeStore();
    store.dispatch(addedToCart({ ProductId: 7, productSelectedAttributes: [], Quantity: 2 }));
    renderApp(<Cart />, { store });

    await waitFor(() =>
      expect(screen.getByTestId('free-delivery').textContent).toBe(
        'Add ₹299 more for free delivery',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('cart-shipping').textContent).toBe('₹80'));
    expect(screen.getByTestId('cart-total').textContent).toBe('₹1,280');

    act(() => {
      store.dispatch(quantityChanged({ key: '7|', quantity: 3 }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('free-delivery').textContent).toBe('You get free delivery'),
    );
    await waitFor(() => expect(screen.getByTestId('cart-shipping').textContent).toBe('Free'));
    expect(screen.getByTestId('cart-total').textContent).toBe('₹1,800');
  });
});

import { describe, expect, it } from 'vitest';
import { addedToCart, cartReducer, initialCartState, quantityChanged } from './cart-slice.ts';
import { selectCartUnits } from './cart-units.ts';

const line = (ProductId: number, Quantity: number) => ({
  ProductId,
  productSelectedAttributes: [],
  Quantity,
  ShippingCharges: 0,
  DefaultImage: '',
});

describe('selectCartUnits', () => {
  it('counts pieces, not lines', () => {
    let cart = cartReducer(initialCartState, addedToCart(line(1, 2)));
    cart = cartReducer(cart, addedToCart(line(2, 1)));
    expect(selectCartUnits({ cart })).toBe(3);
    cart = cartReducer(cart, quantityChanged({ key: '2|', quantity: 4 }));
    expect(selectCartUnits({ cart })).toBe(6);
  });

  it('is 0 for an empty cart', () => {
    expect(selectCartUnits({ cart: initialCartState })).toBe(0);
  });
});

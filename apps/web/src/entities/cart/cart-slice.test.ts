import { describe, expect, it } from 'vitest';
import { dataRefreshed } from '../../store/common-slice.ts';
import {
  addedToCart,
  addedToWishlist,
  cartEmptied,
  cartReducer,
  initialCartState,
  quantityChanged,
  removedFromCart,
  removedFromWishlist,
  selectCart,
  selectCartIsEmpty,
  selectCartLines,
  selectWishlist,
  wishlistCleared,
} from './cart-slice.ts';
import { cartChoiceKey } from '@bazaar/contract/cart/line-choice';
import { wishlistItem } from '../../test/wishlist-rows.ts';

const line = (ProductId: number, Quantity = 1) => ({
  ProductId,
  productSelectedAttributes: [],
  Quantity,
  ShippingCharges: 0,
  DefaultImage: '',
});
const coloured = (ProductId: number, colour: number, Quantity = 1) => ({
  ...line(ProductId, Quantity),
  productSelectedAttributes: [{ ProductId, ProductAttributeID: 6, PrimaryKeyValue: colour }],
});
const keyOf = (ProductId: number) => cartChoiceKey(line(ProductId));

const wish = (ProductId: number) => wishlistItem(ProductId);

describe('cart slice', () => {
  it('adds one line per choice and counts lines', () => {
    let state = cartReducer(initialCartState, addedToCart(line(1, 2)));
    state = cartReducer(state, addedToCart(line(2)));
    expect(state.cartItems.map((l) => l.ProductId)).toEqual([1, 2]);
    expect(state.totalCartItems).toBe(2);
  });
  it('refuses the same choice twice (a double click)', () => {
    let state = cartReducer(initialCartState, addedToCart(line(1, 2)));
    state = cartReducer(state, addedToCart(line(1, 5)));
    expect(state.cartItems).toHaveLength(1);
    expect(state.cartItems[0]?.Quantity).toBe(2);
  });
  it('keeps another colour of one product as its own line, changed and removed by its key', () => {
    let state = cartReducer(initialCartState, addedToCart(coloured(1, 10)));
    state = cartReducer(state, addedToCart(coloured(1, 11)));
    expect(state.cartItems).toHaveLength(2);
    const navy = cartChoiceKey(coloured(1, 11));
    state = cartReducer(state, quantityChanged({ key: navy, quantity: 3 }));
    expect(state.cartItems.map((l) => l.Quantity)).toEqual([1, 3]);
    state = cartReducer(state, removedFromCart(navy));
    expect(state.cartItems).toEqual([coloured(1, 10)]);
  });
  it('keeps quantities at 1 or more', () => {
    let state = cartReducer(initialCartState, addedToCart(line(1, 0)));
    expect(state.cartItems[0]?.Quantity).toBe(1);
    state = cartReducer(state, quantityChanged({ key: keyOf(1), quantity: 4 }));
    expect(state.cartItems[0]?.Quantity).toBe(4);
    state = cartReducer(state, quantityChanged({ key: keyOf(1), quantity: -3 }));
    expect(state.cartItems[0]?.Quantity).toBe(1);
  });
  it('removes a line and empties the cart', () => {
    let state = cartReducer(initialCartState, addedToCart(line(1)));
    state = cartReducer(state, addedToCart(line(2)));
    state = cartReducer(state, removedFromCart(keyOf(1)));
    expect(state.cartItems.map((l) => l.ProductId)).toEqual([2]);
    expect(state.totalCartItems).toBe(1);
    state = cartReducer(state, cartEmptied());
    expect(state.cartItems).toEqual([]);
    expect(state.totalCartItems).toBe(0);
  });
  it('keeps one wishlist entry per product; removes and clears', () => {
    let state = cartReducer(initialCartState, addedToWishlist(wish(1)));
    state = cartReducer(state, addedToWishlist(wish(1)));
    state = cartReducer(state, addedToWishlist(wish(2)));
    expect(state.customerWishList.map((w) => w.ProductId)).toEqual([1, 2]);
    state = cartReducer(state, removedFromWishlist(1));
    expect(state.customerWishList.map((w) => w.ProductId)).toEqual([2]);
    state = cartReducer(state, wishlistCleared());
    expect(state.customerWishList).toEqual([]);
  });
  it('resets everything on /refresh', () => {
    let state = cartReducer(initialCartState, addedToCart(line(1)));
    state = cartReducer(state, addedToWishlist(wish(1)));
    expect(cartReducer(state, dataRefreshed())).toEqual(initialCartState);
  });
  it('is read through selectors over the root state', () => {
    const empty = { cart: initialCartState };
    expect(selectCartIsEmpty(empty)).toBe(true);
    let cart = cartReducer(initialCartState, addedToCart(line(1, 2)));
    cart = cartReducer(cart, addedToWishlist(wish(3)));
    const root = { cart };
    expect(selectCart(root)).toBe(cart);
    expect(selectCartIsEmpty(root)).toBe(false);
    expect(selectCartLines(root)).toEqual([line(1, 2)]);
    expect(selectWishlist(root).map((w) => w.ProductId)).toEqual([3]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeStore } from './store.ts';
import { requestStarted, dataRefreshed, storageChanged } from '../store/common-slice.ts';
import { addedToCart } from '../entities/cart/cart-slice.ts';
import type { User } from '../features/account/user-slice.ts';

describe('makeStore', () => {
  it('starts with the three parts of spec §3', () => {
    const state = makeStore().getState();
    expect(state.user).toEqual({ user: null, loggedIn: false });
    expect(state.common).toEqual({ requestsInFlight: 0, websiteLogo: '', langCode: 'en' });
    expect(state.cart).toEqual({ cartItems: [], totalCartItems: 0, customerWishList: [] });
  });
  it('takes a preloaded state and runs the slices', () => {
    const store = makeStore({
      common: { requestsInFlight: 0, websiteLogo: '/logo.svg', langCode: 'ar' },
    });
    store.dispatch(requestStarted());
    store.dispatch(
      addedToCart({ ProductId: 3, productSelectedAttributes: [], Quantity: 1, ShippingCharges: 0 }),
    );
    expect(store.getState().common).toEqual({
      requestsInFlight: 1,
      websiteLogo: '/logo.svg',
      langCode: 'ar',
    });
    expect(store.getState().cart.totalCartItems).toBe(1);
    store.dispatch(dataRefreshed());
    expect(store.getState().cart.totalCartItems).toBe(0);
    expect(store.getState().common.websiteLogo).toBe('');
  });
  it('takes in the user, cart and logo another tab saved, keeping its own language', () => {
    const store = makeStore({
      common: { requestsInFlight: 0, websiteLogo: '', langCode: 'ar' },
    });
    const user = { UserID: 7, FirstName: 'Asha' } as User;
    const line = { ProductId: 2, productSelectedAttributes: [], Quantity: 1, ShippingCharges: 0 };
    store.dispatch(
      storageChanged({
        user: { user, loggedIn: true },
        cart: { cartItems: [line], totalCartItems: 1, customerWishList: [] },
        websiteLogo: '/logo.svg',
      }),
    );
    const state = store.getState();
    expect(state.user).toEqual({ user, loggedIn: true });
    expect(state.cart.totalCartItems).toBe(1);
    expect(state.common).toEqual({ requestsInFlight: 0, websiteLogo: '/logo.svg', langCode: 'ar' });
  });
});

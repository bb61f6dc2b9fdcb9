import { describe, expect, it } from 'vitest';
import { makeStore } from './store.ts';
import { setLoading, dataRefreshed } from './common-slice.ts';
import { addedToCart } from '../features/cart/cart-slice.ts';

describe('makeStore', () => {
  it('starts with the three parts of spec §3', () => {
    const state = makeStore().getState();
    expect(state.user).toEqual({ user: null, loggedIn: false });
    expect(state.common).toEqual({ loading: false, websiteLogo: '', langCode: 'en' });
    expect(state.cart).toEqual({ cartItems: [], totalCartItems: 0, customerWishList: [] });
  });
  it('takes a preloaded state and runs the slices', () => {
    const store = makeStore({
      common: { loading: false, websiteLogo: '/logo.svg', langCode: 'ar' },
    });
    store.dispatch(setLoading(true));
    store.dispatch(
      addedToCart({ ProductId: 3, productSelectedAttributes: [], Quantity: 1, ShippingCharges: 0 }),
    );
    expect(store.getState().common).toEqual({
      loading: true,
      websiteLogo: '/logo.svg',
      langCode: 'ar',
    });
    expect(store.getState().cart.totalCartItems).toBe(1);
    store.dispatch(dataRefreshed());
    expect(store.getState().cart.totalCartItems).toBe(0);
    expect(store.getState().common.websiteLogo).toBe('');
  });
});

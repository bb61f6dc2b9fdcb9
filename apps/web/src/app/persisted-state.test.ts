import { describe, expect, it } from 'vitest';
import { persistRootValue, stateFromStored } from './persisted-state.ts';
import { makeStore } from './store.ts';

// What redux-persist wrote under persist:root: each part is itself a JSON string.
const snapshot = (parts: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(parts).map(([key, value]) => [key, JSON.stringify(value)])),
  );

const user = { UserID: 5, FirstName: 'Asha' };
const line = { ProductId: 1, productSelectedAttributes: [], Quantity: 2, ShippingCharges: 0 };

describe('stateFromStored', () => {
  it('takes the spec keys on a first visit', () => {
    const state = stateFromStored(
      { user: JSON.stringify(user), cartItems: JSON.stringify([line]), langCode: 'ar' },
      '/about',
    );
    expect(state.user).toEqual({ user, loggedIn: true });
    expect(state.cart).toEqual({ cartItems: [line], totalCartItems: 1, customerWishList: [] });
    expect(state.common).toEqual({ requestsInFlight: 0, websiteLogo: '', langCode: 'ar' });
  });

  it('restores the three parts from persist:root over the spec keys', () => {
    const raw = snapshot({
      user: { user, loggedIn: true },
      common: { loading: true, websiteLogo: '/logo.svg', langCode: 'en' },
      cart: { cartItems: [], totalCartItems: 0, customerWishList: [] },
      _persist: { version: -1, rehydrated: true },
    });
    const state = stateFromStored(
      { 'persist:root': raw, user: '{}', cartItems: JSON.stringify([line]) },
      '/ar/',
    );
    expect(state.user).toEqual({ user, loggedIn: true });
    expect(state.cart.totalCartItems).toBe(0);
    // A stored loading flag never comes back, and the language is the address's.
    expect(state.common).toEqual({ requestsInFlight: 0, websiteLogo: '/logo.svg', langCode: 'ar' });
  });

  it('logs in only a user with a UserID above 0, and recounts the cart', () => {
    const raw = snapshot({
      user: { user: { UserID: 0 }, loggedIn: true },
      cart: { cartItems: [line, line], totalCartItems: 9, customerWishList: 'x' },
    });
    const state = stateFromStored({ 'persist:root': raw }, '/');
    expect(state.user).toEqual({ user: null, loggedIn: false });
    expect(state.cart).toEqual({
      cartItems: [line, line],
      totalCartItems: 2,
      customerWishList: [],
    });
    expect(stateFromStored({ user: '{}' }, '/').user.loggedIn).toBe(false);
  });

  it('starts empty from missing or damaged data', () => {
    const empty = stateFromStored({}, '/');
    for (const raw of ['not json', '[1,2]', JSON.stringify({ user: '{bad', cart: 3 })]) {
      expect(stateFromStored({ 'persist:root': raw, user: '{bad' }, '/')).toEqual(empty);
    }
    expect(empty).toEqual(makeStore().getState());
  });
});

describe('persistRootValue', () => {
  it('writes redux-persist’s format with the spec’s loading boolean, and reads back', () => {
    const state = stateFromStored({ user: JSON.stringify(user), cartItems: '[]' }, '/ar/');
    const raw = persistRootValue({ ...state, common: { ...state.common, requestsInFlight: 2 } });
    const outer = JSON.parse(raw) as Record<string, string>;
    expect(Object.keys(outer)).toEqual(['user', 'common', 'cart', '_persist']);
    expect(JSON.parse(outer.common ?? '')).toEqual({
      loading: false,
      websiteLogo: '',
      langCode: 'ar',
    });
    expect(stateFromStored({ 'persist:root': raw }, '/ar/')).toEqual(state);
  });
});

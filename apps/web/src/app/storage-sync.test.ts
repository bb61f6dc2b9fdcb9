import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './store.ts';
import { preloadedFromBrowser, syncBrowserKeys } from './storage-sync.ts';
import { userLoggedIn, userLoggedOut, type User } from '../features/account/user-slice.ts';
import { addedToCart, wishlistCleared } from '../features/cart/cart-slice.ts';
import { setLangCode } from './common-slice.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const user = { UserID: 9, FirstName: 'Asha' } as User;

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('preloadedFromBrowser', () => {
  it('takes the spec keys on a first visit', () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('cartItems', JSON.stringify([{ ProductId: 1, Quantity: 1 }]));
    localStorage.setItem('langCode', 'ar');
    const state = preloadedFromBrowser('/about');
    expect(state.user).toEqual({ user, loggedIn: true });
    expect(state.cart?.totalCartItems).toBe(1);
    expect(state.common?.langCode).toBe('ar');
  });
  it('lets persist:root win over the spec keys, and the URL decide the language', () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ user: JSON.stringify({ user: null, loggedIn: false }) }),
    );
    const state = preloadedFromBrowser('/en/');
    expect(state.user).toEqual({ user: null, loggedIn: false });
    expect(state.common?.langCode).toBe('en');
  });
  it('does not log in a stored empty user', () => {
    localStorage.setItem('user', '{}');
    expect(preloadedFromBrowser('/').user).toEqual({ user: null, loggedIn: false });
  });
});

describe('syncBrowserKeys', () => {
  it('writes user, cart, wishlist and language to the spec keys, and drops the token on logout', () => {
    const store = makeStore();
    syncBrowserKeys(store);
    localStorage.setItem('Token', 'secret');

    store.dispatch(userLoggedIn(user));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    store.dispatch(
      addedToCart({ ProductId: 4, productSelectedAttributes: [], Quantity: 2, ShippingCharges: 0 }),
    );
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);
    store.dispatch(wishlistCleared());
    store.dispatch(setLangCode('ar'));
    expect(localStorage.getItem('langCode')).toBe('ar');

    store.dispatch(userLoggedOut());
    expect(localStorage.getItem('user')).toBe('{}');
    expect(localStorage.getItem('Token')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@bazaar/contract/constants';
import { restoreState, startPersistence, type StorageEngine } from './persistence.ts';
import { persistRootValue } from './persisted-state.ts';
import { makeStore } from './store.ts';
import { requestStarted, setLangCode, setWebsiteLogo } from '../store/common-slice.ts';
import { userLoggedIn, userLoggedOut, type User } from '../features/account/user-slice.ts';
import { addedToCart, wishlistCleared } from '../entities/cart/cart-slice.ts';

const user = { UserID: 9, FirstName: 'Asha' } as User;
const line = { ProductId: 4, productSelectedAttributes: [], Quantity: 2, ShippingCharges: 0 };
const json = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

let stop = () => {};
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('restoreState', () => {
  it('reads the spec keys and persist:root from the engine', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('langCode', 'ar');
    const state = await restoreState(localStorage, '/about');
    expect(state.user).toEqual({ user, loggedIn: true });
    expect(state.common.langCode).toBe('ar');
  });

  it('gives up after the 5000 ms restore timeout and starts empty', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging: StorageEngine = {
      getItem: () => new Promise<string | null>(() => {}),
      setItem: () => {},
      removeItem: () => {},
    };
    const restored = restoreState(hanging, '/en/');
    await vi.advanceTimersByTimeAsync(TIMING.persistTimeout - 1);
    let settled = false;
    void restored.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await restored).toEqual(makeStore().getState());
    expect(warn).toHaveBeenCalledWith('persist timed out');
  });

  it('starts empty when the engine throws', async () => {
    const broken: StorageEngine = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(await restoreState(broken, '/')).toEqual(makeStore().getState());
  });
});

describe('startPersistence', () => {
  it('writes every key at start, so they agree with the restored state', () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('Token', 'stale');
    const store = makeStore(); // e.g. persist:root said nobody is logged in
    stop = startPersistence(store, localStorage);
    expect(localStorage.getItem('user')).toBe('{}');
    expect(localStorage.getItem('Token')).toBeNull();
    expect(localStorage.getItem('persist:root')).toBe(persistRootValue(store.getState()));
    expect(localStorage.getItem('langCode')).toBeNull();
  });

  it('writes user, cart, wishlist and language on change, and drops the token on logout', () => {
    const store = makeStore();
    stop = startPersistence(store, localStorage);
    store.dispatch(userLoggedIn(user));
    localStorage.setItem('Token', 'secret');
    expect(json('user')).toEqual(user);

    store.dispatch(addedToCart(line));
    expect(json('cartItems')).toEqual([line]);
    store.dispatch(wishlistCleared());
    expect(json('customerWishList')).toEqual([]);
    store.dispatch(setLangCode('ar'));
    expect(localStorage.getItem('langCode')).toBe('ar');
    expect(localStorage.getItem('persist:root')).toBe(persistRootValue(store.getState()));

    store.dispatch(userLoggedOut());
    expect(localStorage.getItem('user')).toBe('{}');
    expect(localStorage.getItem('Token')).toBeNull();
  });

  it('does not rewrite storage when only the loading counter moves', () => {
    const store = makeStore();
    stop = startPersistence(store, localStorage);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.dispatch(requestStarted());
    expect(setItem).not.toHaveBeenCalled();
  });

  it('keeps working when storage refuses writes', () => {
    const full: StorageEngine = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => Promise.reject(new Error('denied')),
    };
    const store = makeStore();
    stop = startPersistence(store, full);
    expect(() => store.dispatch(addedToCart(line))).not.toThrow();
    expect(store.getState().cart.totalCartItems).toBe(1);
  });
});

describe('two tabs', () => {
  /** What the browser does in this tab when another tab saves. */
  async function otherTabSaves(key: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key }));
    // The tab reads the keys again (a few promise turns) before it dispatches.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('takes in what another tab saved, keeping its own language, without echoing it', async () => {
    const store = makeStore({ common: { requestsInFlight: 0, websiteLogo: '', langCode: 'ar' } });
    stop = startPersistence(store, localStorage);

    // The other tab (English) logged in and added a line.
    const other = makeStore();
    other.dispatch(userLoggedIn(user));
    other.dispatch(addedToCart(line));
    other.dispatch(setWebsiteLogo('/logo.svg'));
    const saved = persistRootValue(other.getState());
    localStorage.setItem('persist:root', saved);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await otherTabSaves('persist:root');

    expect(store.getState().user).toEqual({ user, loggedIn: true });
    expect(store.getState().cart.cartItems).toEqual([line]);
    expect(store.getState().common).toEqual({
      requestsInFlight: 0,
      websiteLogo: '/logo.svg',
      langCode: 'ar',
    });
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.getItem('persist:root')).toBe(saved);
  });

  it('follows another tab’s logout and localStorage.clear(); ignores unrelated keys', async () => {
    const store = makeStore({ user: { user, loggedIn: true } });
    stop = startPersistence(store, localStorage);
    localStorage.setItem('labels_ar_63', '[]');
    await otherTabSaves('labels_ar_63');
    expect(store.getState().user.loggedIn).toBe(true);

    localStorage.clear();
    await otherTabSaves(null);
    expect(store.getState().user).toEqual({ user: null, loggedIn: false });
  });
});

// Keeps the spec's own browser keys (`user`, `cartItems`, `customerWishList`, `langCode`,
// `Token`) in step with the store. At startup the store is seeded from those keys, with
// `persist:root` (when present) restored over them, as redux-persist's REHYDRATE would.
import { isLanguageCode } from '@bazaar/contract/constants';
import { STORAGE_KEYS, clearToken, readStoredJson, writeStoredJson } from '../lib/auth-storage.ts';
import { storeLanguage, detectLanguage } from '../i18n/language.ts';
import { initialCommonState } from './common-slice.ts';
import { PERSIST_KEY, parsePersistedRoot } from './persisted-state.ts';
import { isLoggedInUser } from '../features/account/user-slice.ts';
import type { AppState, AppStore } from './store.ts';
import type { CartLine, WishlistItem } from '../features/cart/cart-slice.ts';

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

const readKey = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** State from the spec's keys, with `persist:root` (when present) restored over it. */
export function preloadedFromBrowser(pathname: string): Partial<AppState> {
  const langCode = detectLanguage(pathname, readKey(STORAGE_KEYS.langCode));
  return {
    ...preloadedFromSpecKeys(langCode),
    ...parsePersistedRoot(readKey(`persist:${PERSIST_KEY}`), langCode),
  };
}

function preloadedFromSpecKeys(langCode: AppState['common']['langCode']): AppState {
  const user = readStoredJson(STORAGE_KEYS.user);
  const cartItems = asArray<CartLine>(readStoredJson(STORAGE_KEYS.cart));
  const loggedIn = isLoggedInUser(user as Record<string, unknown> | null);
  return {
    common: { ...initialCommonState, langCode },
    user: { user: loggedIn ? (user as NonNullable<AppState['user']['user']>) : null, loggedIn },
    cart: {
      cartItems,
      totalCartItems: cartItems.length,
      customerWishList: asArray<WishlistItem>(readStoredJson(STORAGE_KEYS.wishlist)),
    },
  };
}

export function syncBrowserKeys(store: AppStore): () => void {
  let previous = store.getState();
  return store.subscribe(() => {
    const next = store.getState();
    if (next.user.user !== previous.user.user) {
      writeStoredJson(STORAGE_KEYS.user, next.user.user ?? {});
      if (!next.user.loggedIn && previous.user.loggedIn) clearToken();
    }
    if (next.cart.cartItems !== previous.cart.cartItems) {
      writeStoredJson(STORAGE_KEYS.cart, next.cart.cartItems);
    }
    if (next.cart.customerWishList !== previous.cart.customerWishList) {
      writeStoredJson(STORAGE_KEYS.wishlist, next.cart.customerWishList);
    }
    if (next.common.langCode !== previous.common.langCode && isLanguageCode(next.common.langCode)) {
      storeLanguage(next.common.langCode);
    }
    previous = next;
  });
}

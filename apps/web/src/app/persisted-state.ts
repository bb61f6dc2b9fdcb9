// The saved state's format, both ways, as pure functions (app/persistence.ts does the reading
// and writing). Spec §3: the user, common and cart parts under `persist:root`, in redux-persist's
// format (an object of JSON strings) so browsers that saved it before keep their data; and the
// spec's own keys `user`, `cartItems`, `customerWishList` and `langCode`.
import { STORAGE_KEYS } from '../lib/auth-storage.ts';
import { detectLanguage } from '../i18n/language.ts';
import { initialCommonState } from '../store/common-slice.ts';
import { isLoggedInUser, type UserState } from '../features/account/user-slice.ts';
import type { CartLine, CartState, WishlistItem } from '../entities/cart/cart-slice.ts';
import type { AppState } from './store.ts';

export const PERSIST_ROOT_KEY = 'persist:root';
/** Every key a restore reads. */
export const RESTORED_KEYS = [
  PERSIST_ROOT_KEY,
  STORAGE_KEYS.user,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.wishlist,
  STORAGE_KEYS.langCode,
] as const;

export type StoredValues = Partial<Record<(typeof RESTORED_KEYS)[number], string | null>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function parse(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// Checked rather than trusted: any script of the origin (or an older build) may have written it.
function userPart(user: unknown): UserState {
  return isLoggedInUser(isObject(user) ? user : null)
    ? { user: user as UserState['user'], loggedIn: true }
    : { user: null, loggedIn: false };
}

function cartPart(cartItems: unknown, wishList: unknown): CartState {
  const lines = asArray<CartLine>(cartItems);
  return {
    cartItems: lines,
    totalCartItems: lines.length,
    customerWishList: asArray<WishlistItem>(wishList),
  };
}

/** redux-persist's format: each part is itself a JSON string. */
function rootParts(text: string | null | undefined): Record<string, Record<string, unknown>> {
  const outer = parse(text);
  if (!isObject(outer)) return {};
  const parts: Record<string, Record<string, unknown>> = {};
  for (const name of ['user', 'common', 'cart']) {
    const value = parse(typeof outer[name] === 'string' ? outer[name] : null);
    if (isObject(value)) parts[name] = value;
  }
  return parts;
}

/**
 * The state to start from: the spec's keys, with each part found in `persist:root` over them.
 * The language comes from the address (else `langCode`); the loading counter always starts at 0.
 */
export function stateFromStored(values: StoredValues, pathname: string): AppState {
  const root = rootParts(values[PERSIST_ROOT_KEY]);
  const logo = root.common?.websiteLogo;
  return {
    user: root.user ? userPart(root.user.user) : userPart(parse(values[STORAGE_KEYS.user])),
    cart: root.cart
      ? cartPart(root.cart.cartItems, root.cart.customerWishList)
      : cartPart(parse(values[STORAGE_KEYS.cart]), parse(values[STORAGE_KEYS.wishlist])),
    common: {
      ...initialCommonState,
      websiteLogo: typeof logo === 'string' ? logo : '',
      langCode: detectLanguage(pathname, values[STORAGE_KEYS.langCode] ?? null),
    },
  };
}

/** `persist:root` for a state. The common part keeps the spec's shape: `loading` is a boolean,
 * saved as false (a restored overlay would never come down). */
export function persistRootValue(state: AppState): string {
  const { websiteLogo, langCode } = state.common;
  return JSON.stringify({
    user: JSON.stringify(state.user),
    common: JSON.stringify({ loading: false, websiteLogo, langCode }),
    cart: JSON.stringify(state.cart),
    // What redux-persist stored beside the parts, so an older build still reads this snapshot.
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}

// The one module that reads and writes the saved state (spec §3): `persist:root`, `user`,
// `cartItems`, `customerWishList`, `langCode` and (removing it) `Token`. Restores before the
// first render, giving up after TIMING.persistTimeout; writes what changed after every action;
// and follows other tabs of the browser through storage events. No redux-persist: it can
// neither restore before the first render nor write the spec's own keys, and those two gaps
// were what a second, hand-written path had to fill.
import { TIMING } from '@bazaar/contract/constants';
import { STORAGE_KEYS } from '../lib/auth-storage.ts';
import { storageChanged } from '../store/common-slice.ts';
import {
  PERSIST_ROOT_KEY,
  RESTORED_KEYS,
  persistRootValue,
  stateFromStored,
  type StoredValues,
} from './persisted-state.ts';
import type { AppState, AppStore } from './store.ts';

/** localStorage, or any engine that answers reads later (a restore waits for it, up to the
 * timeout). */
export interface StorageEngine {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): unknown;
  removeItem(key: string): unknown;
}

/** localStorage, or a memory stand-in where the browser refuses it (privacy settings). */
export function browserStorage(): StorageEngine {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => memory.set(key, value),
      removeItem: (key) => memory.delete(key),
    };
  }
}

/** Every restored key, or null when the engine failed or did not answer within `timeoutMs`. */
async function readStored(engine: StorageEngine, timeoutMs: number): Promise<StoredValues | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      // Spec §8: not user-facing; the shopper starts with an empty cart instead of waiting.
      console.warn('persist timed out');
      resolve(null);
    }, timeoutMs);
  });
  const read = Promise.all(
    RESTORED_KEYS.map(async (key) => [key, await engine.getItem(key)] as const),
  ).then(
    (pairs): StoredValues => Object.fromEntries(pairs),
    () => null,
  );
  try {
    return await Promise.race([read, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The state to start the store with (defaults when nothing is stored or the read fails). */
export async function restoreState(
  engine: StorageEngine,
  pathname: string,
  timeoutMs: number = TIMING.persistTimeout,
): Promise<AppState> {
  return stateFromStored((await readStored(engine, timeoutMs)) ?? {}, pathname);
}

/** A failed write (full storage, privacy mode) costs only persistence: the store still holds
 * the state for this visit. */
function attempt(write: () => unknown): void {
  try {
    const pending = write();
    if (pending instanceof Promise) pending.catch(() => {});
  } catch {
    // See above.
  }
}

type Parts = Pick<AppState, 'user' | 'cart'> & { logo: string; lang: string };
const partsOf = (state: AppState): Parts => ({
  user: state.user,
  cart: state.cart,
  logo: state.common.websiteLogo,
  lang: state.common.langCode,
});

function write(engine: StorageEngine, state: AppState, before: Parts | null): void {
  const now = partsOf(state);
  const changed = (name: keyof Parts) => before === null || before[name] !== now[name];
  if (!changed('user') && !changed('cart') && !changed('logo') && !changed('lang')) return;
  attempt(() => engine.setItem(PERSIST_ROOT_KEY, persistRootValue(state)));
  if (changed('user')) {
    attempt(() => engine.setItem(STORAGE_KEYS.user, JSON.stringify(now.user.user ?? {})));
    // A token is worth keeping only beside a logged-in user (logout, /refresh).
    if (!now.user.loggedIn) attempt(() => engine.removeItem(STORAGE_KEYS.token));
  }
  if (changed('cart')) {
    attempt(() => engine.setItem(STORAGE_KEYS.cart, JSON.stringify(now.cart.cartItems)));
    attempt(() => engine.setItem(STORAGE_KEYS.wishlist, JSON.stringify(now.cart.customerWishList)));
  }
  // Only a change is saved: visiting an /en/ address must not overwrite a stored 'ar'.
  if (before !== null && changed('lang')) {
    attempt(() => engine.setItem(STORAGE_KEYS.langCode, now.lang));
  }
}

/**
 * Saves the store from now on (all keys at once first, so they agree with what was restored)
 * and takes in what another tab saves. Returns the function that stops both.
 */
export function startPersistence(
  store: AppStore,
  engine: StorageEngine,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  write(engine, store.getState(), null);
  let before = partsOf(store.getState());
  let fromOtherTab = false;
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    // Another tab already saved this: writing it back would only echo between the tabs.
    if (!fromOtherTab) write(engine, state, before);
    before = partsOf(state);
  });

  const onStorage = (event: StorageEvent) => {
    // Every save writes `persist:root`; null is another tab's localStorage.clear().
    if (event.key !== PERSIST_ROOT_KEY && event.key !== null) return;
    void readStored(engine, TIMING.persistTimeout).then((values) => {
      if (!values) return;
      const { user, cart, common } = stateFromStored(values, '/');
      fromOtherTab = true;
      try {
        store.dispatch(storageChanged({ user, cart, websiteLogo: common.websiteLogo }));
      } finally {
        fromOtherTab = false;
      }
    });
  };
  events.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    events.removeEventListener('storage', onStorage);
  };
}

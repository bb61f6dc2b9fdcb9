// The /refresh route (spec §2): forget the stored user (and its token), the cart, the wishlist
// and the logo, in the store and in the spec's own browser keys.
import { dataRefreshed } from '../../app/common-slice.ts';
import { STORAGE_KEYS } from '../../lib/auth-storage.ts';

type Dispatch = (action: ReturnType<typeof dataRefreshed>) => unknown;
type KeyValueStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** Writes the logged-out, empty-cart values directly, so the browser keys are right even when
 * the store already held empty values and the store-to-storage sync sees no change. */
export function clearStoredData(storage: KeyValueStorage): void {
  try {
    storage.removeItem(STORAGE_KEYS.token);
    storage.setItem(STORAGE_KEYS.user, '{}');
    storage.setItem(STORAGE_KEYS.cart, '[]');
    storage.setItem(STORAGE_KEYS.wishlist, '[]');
  } catch {
    // Storage unavailable: the store reset below still empties this session.
  }
}

/** Resets every slice (user, cart, wishlist, logo); redux-persist then rewrites `persist:root`. */
export function refreshAllData(dispatch: Dispatch, storage: KeyValueStorage | null): void {
  dispatch(dataRefreshed());
  if (storage) clearStoredData(storage);
}

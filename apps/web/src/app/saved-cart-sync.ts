// A logged-in shopper's cart and wish list follow the account (issue #19 item 8). Loaded after
// the first render (main.tsx), it watches the store's actions (store/action-observer.ts):
// - at login (and sign-up's automatic login) the device's cart and wish list are merged into
//   the saved ones and the device shows the result (notes said once);
// - while logged in, every change is worked out from the state (entities/cart/
//   saved-cart-changes.ts), coalesced per line and saved after a short pause; a save that fails
//   for the network or a busy server is retried with backoff and kept in the browser meanwhile,
//   so no line is lost, not even across a reload;
// - at logout the device forgets both (a shared computer shows nothing of the last shopper);
// - on start, a logged-in device reads the saved cart, so it shows what another device changed.
// Two devices: each line is saved on its own and the latest save of a line wins — no version
// check, because a cart has no invariant across lines that a stale device could break, and a
// refusal would only make the shopper redo a change.
import type { UnknownAction } from '@reduxjs/toolkit';
import { SAVED_LIMITS } from '@bazaar/contract/cart/saved-cart';
import type { SavedCartAnswer } from '@bazaar/contract/schemas/saved-cart';
import { savedCartText } from '@bazaar/i18n/saved-cart';
import { callApi, type ApiResult } from '../api/client.ts';
import { savedCartLoaded, type WishlistItem } from '../entities/cart/cart-slice.ts';
import {
  addChanges,
  isEmpty,
  noChanges,
  wishEntryOf,
  wishlistItemOf,
  type PendingChanges,
} from '../entities/cart/saved-cart-changes.ts';
import { registerSavedCartFlush } from '../entities/cart/saved-cart-flush.ts';
import { userLoggedIn, userLoggedOut } from '../features/account/user-slice.ts';
import { currentLanguage } from '../i18n/language.ts';
import { showToast } from '../lib/toast.ts';
import { observeActions } from '../store/action-observer.ts';
import { dataRefreshed, storageChanged } from '../store/common-slice.ts';
import type { AppState, AppStore } from './store.ts';

const SAVE_DELAY_MS = 400;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Changes not yet saved, with their shopper: sent after a reload. */
const PENDING_KEY = 'bazaar.savedCart.pending';
/** The shopper whose saved cart this device last showed (absent: merge, not just read). */
const SYNCED_KEY = 'bazaar.savedCart.user';

const loggedInId = (state: AppState): number | null =>
  state.user.loggedIn && state.user.user ? state.user.user.UserID : null;

/** Worth trying again: no answer, too many requests, or the server briefly unable. */
const retriable = (result: ApiResult<unknown>) =>
  !result.ok && (result.httpStatus === 0 || result.httpStatus === 429 || result.httpStatus >= 500);

function stored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

function store(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the changes still go out from memory.
  }
}

export function startSavedCartSync(appStore: AppStore): () => void {
  let userId = loggedInId(appStore.getState());
  let pending: PendingChanges = noChanges();
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> | null = null;

  const keepPending = () =>
    store(PENDING_KEY, userId === null || isEmpty(pending) ? null : { userId, pending });
  const later = (run: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  const retryLater = (run: () => void) => {
    later(run, Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** retries));
    retries += 1;
  };

  /** Sends one batch; answers the changes to send again (null: done or dropped). */
  async function send(batch: PendingChanges): Promise<PendingChanges | null> {
    const lines = Object.values(batch.cart);
    for (let at = 0; at < lines.length; at += SAVED_LIMITS.cartLines) {
      const chunk = lines.slice(at, at + SAVED_LIMITS.cartLines);
      const result = await callApi('saveCartLines', { cartJsonData: JSON.stringify(chunk) });
      if (retriable(result)) return batch;
      if (!result.ok && result.status !== 401) showToast('error', result.errorMessage);
    }
    const wishes = Object.entries(batch.wish);
    for (const [index, [id, entry]] of wishes.entries()) {
      const result = entry
        ? await callApi('addFavouriteProduct', entry)
        : await callApi('removeFavouriteProduct', { ProductId: Number(id) });
      if (retriable(result)) return { cart: {}, wish: Object.fromEntries(wishes.slice(index)) };
      if (!result.ok && result.status !== 401) showToast('error', result.errorMessage);
    }
    return null;
  }

  async function sendAll(): Promise<void> {
    while (userId !== null && !isEmpty(pending)) {
      const batch = pending;
      pending = noChanges();
      const again = await send(batch);
      if (again) {
        // Newer changes of the same line or product win over the failed ones.
        pending = {
          cart: { ...again.cart, ...pending.cart },
          wish: { ...again.wish, ...pending.wish },
        };
        keepPending();
        retryLater(() => void flush());
        return;
      }
      keepPending();
    }
    retries = 0;
  }

  function flush(): Promise<void> {
    flushing ??= sendAll().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function readWishList(): Promise<WishlistItem[] | null> {
    const items: WishlistItem[] = [];
    for (let page = 1; page <= Math.ceil(SAVED_LIMITS.wishList / 100); page += 1) {
      const result = await callApi('getFavouriteProducts', { PageNo: page, PageSize: 100 });
      if (!result.ok) return null;
      items.push(...result.data.map(wishlistItemOf));
      if (items.length >= (result.data[0]?.TotalRecords ?? 0)) break;
    }
    return items;
  }

  function sayNotes(answer: SavedCartAnswer): void {
    const lang = currentLanguage();
    if (answer.QuantityCapped) showToast('info', savedCartText(lang, 'mergeQuantityCapped'));
    if (answer.LinesLeftOut > 0) {
      showToast('error', savedCartText(lang, 'mergeLinesLeftOut', { n: answer.LinesLeftOut }));
    }
    if (answer.WishListLeftOut > 0) {
      const n = answer.WishListLeftOut;
      showToast('error', savedCartText(lang, 'mergeWishListLeftOut', { n }));
    }
  }

  /** Merges the device's cart into the saved one ('merge') or only reads it, then shows it. */
  async function load(mode: 'merge' | 'read'): Promise<void> {
    const forUser = userId;
    if (forUser === null) return;
    if (mode === 'read' && !isEmpty(pending)) await flush();
    const { cart } = appStore.getState();
    const params =
      mode === 'merge'
        ? {
            cartJsonData: JSON.stringify(cart.cartItems),
            wishListJson: JSON.stringify(cart.customerWishList.map(wishEntryOf)),
          }
        : {};
    const answer = await callApi('mergeSavedCart', params);
    const wishList = answer.ok ? await readWishList() : null;
    if (userId !== forUser) return;
    if (!answer.ok || !wishList) {
      if (retriable(answer) || answer.ok) retryLater(() => void load(mode));
      return;
    }
    retries = 0;
    appStore.dispatch(
      savedCartLoaded({ cartItems: answer.data.cartItems, customerWishList: wishList }),
    );
    store(SYNCED_KEY, forUser);
    if (mode === 'merge') sayNotes(answer.data);
    // Changed while the answer was on its way: saved now, shown by the next read.
    if (!isEmpty(pending)) void load('read');
  }

  function forget(): void {
    clearTimeout(timer);
    userId = null;
    pending = noChanges();
    retries = 0;
    store(PENDING_KEY, null);
    store(SYNCED_KEY, null);
  }

  function onAction(action: UnknownAction, before: AppState, after: AppState): void {
    if (storageChanged.match(action)) {
      // Another tab saves its own changes; this one only follows who is logged in.
      if (loggedInId(after) !== userId) {
        clearTimeout(timer);
        pending = noChanges();
        userId = loggedInId(after);
      }
      return;
    }
    if (dataRefreshed.match(action)) {
      forget();
      return;
    }
    if (userLoggedIn.match(action)) {
      if (before.user.loggedIn) return;
      userId = loggedInId(after);
      void load('merge');
      return;
    }
    if (userLoggedOut.match(action)) {
      // A refused login also says userLoggedOut: a visitor's cart stays.
      if (!before.user.loggedIn) return;
      forget();
      appStore.dispatch(savedCartLoaded({ cartItems: [], customerWishList: [] }));
      return;
    }
    if (savedCartLoaded.match(action) || userId === null || before.cart === after.cart) return;
    addChanges(pending, before.cart, after.cart);
    keepPending();
    later(() => void flush(), SAVE_DELAY_MS);
  }

  const saved = stored(PENDING_KEY) as { userId: number; pending: PendingChanges } | null;
  if (userId !== null && saved?.userId === userId) pending = saved.pending;
  observeActions(onAction);
  registerSavedCartFlush(flush);
  const online = () => void flush();
  window.addEventListener('online', online);
  if (userId !== null) void load(stored(SYNCED_KEY) === userId ? 'read' : 'merge');
  return () => {
    clearTimeout(timer);
    observeActions(null);
    registerSavedCartFlush(null);
    window.removeEventListener('online', online);
  };
}

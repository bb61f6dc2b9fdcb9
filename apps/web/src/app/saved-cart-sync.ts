// A logged-in shopper's cart and wish list follow the account (issue #19 item 8). Loaded after
// the first render (main.tsx), it watches the store's actions (store/action-observer.ts):
// - at login (and sign-up's automatic login) the device's cart and wish list are merged into
//   the saved ones and the device shows the result (notes said once);
// - while logged in, what differs from the cart last saved (kept in the browser) is sent after a
//   short pause, per line and per wish list product (entities/cart/saved-cart-changes.ts); a
//   save that fails for the network or a busy server is retried with backoff, and as the
//   difference is worked out again each time, changes coalesce and survive a reload: no line
//   is lost, also not one written to the browser's storage by other means, nor one whose save
//   was cut short by the page closing (kept as in doubt until answered);
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
  applyChanges,
  inDoubt,
  isEmpty,
  noChanges,
  wishEntryOf,
  wishlistItemOf,
  type PendingChanges,
} from '../entities/cart/saved-cart-changes.ts';
import { registerSavedCartFlush } from '../entities/cart/saved-cart-flush.ts';
import { userLoggedIn, userLoggedOut } from '../features/account/user-slice.ts';
import { currentLanguage } from '../i18n/language.ts';
import { readAuth } from '../lib/auth-storage.ts';
import { showToast } from '../lib/toast.ts';
import { observeActions } from '../store/action-observer.ts';
import { dataRefreshed, storageChanged } from '../store/common-slice.ts';
import type { AppState, AppStore } from './store.ts';

const SAVE_DELAY_MS = 400;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** The cart and wish list as last saved, with their shopper (absent: merge, not just read). */
const SAVED_KEY = 'bazaar.savedCart';

type Saved = Pick<AppState['cart'], 'cartItems' | 'customerWishList'>;

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
  /** What the server holds as far as this tab knows: changes are worked out against it. */
  let saved: Saved | null = null;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> | null = null;

  const keep = (value: Saved) => store(SAVED_KEY, userId === null ? null : { userId, ...value });
  const remember = (next: Saved) => {
    saved = { cartItems: next.cartItems, customerWishList: next.customerWishList };
    keep(saved);
  };
  const later = (run: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  const retryLater = (run: () => void) => {
    later(run, Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** retries));
    retries += 1;
  };

  /** Sends the changes; false when they must be sent again (no answer, server busy). */
  async function send(changes: PendingChanges): Promise<boolean> {
    const lines = Object.values(changes.cart);
    for (let at = 0; at < lines.length; at += SAVED_LIMITS.cartLines) {
      const chunk = lines.slice(at, at + SAVED_LIMITS.cartLines);
      const result = await callApi('saveCartLines', { cartJsonData: JSON.stringify(chunk) });
      if (retriable(result)) return false;
      // Refused (a full cart, a stale product): said once; the line stays on this device.
      if (!result.ok && result.status !== 401) showToast('error', result.errorMessage);
    }
    for (const [id, entry] of Object.entries(changes.wish)) {
      const result = entry
        ? await callApi('addFavouriteProduct', entry)
        : await callApi('removeFavouriteProduct', { ProductId: Number(id) });
      if (retriable(result)) return false;
      if (!result.ok && result.status !== 401) showToast('error', result.errorMessage);
    }
    return true;
  }

  /** What differs between the cart last saved and the device's. */
  function unsaved(now: Saved): PendingChanges {
    const changes = noChanges();
    const cart = appStore.getState().cart;
    if (saved) addChanges(changes, { ...cart, ...saved }, { ...cart, ...now });
    return changes;
  }
  const hasUnsaved = () => !isEmpty(unsaved(appStore.getState().cart));

  /** Sends what differs from the saved cart until nothing does (or a retry is scheduled). */
  async function sendAll(): Promise<void> {
    for (;;) {
      const forUser = userId;
      const now = appStore.getState().cart;
      if (forUser === null || saved === null) return;
      const changes = unsaved(now);
      if (isEmpty(changes)) break;
      // Until the answer, the browser keeps these as unknown: a page closed meanwhile resends them.
      keep(inDoubt(saved, changes, now));
      const done = await send(changes);
      if (userId !== forUser) return;
      if (!done) {
        retryLater(() => void flush());
        return;
      }
      remember(now);
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

  /**
   * Merges the device's cart into the saved one ('merge') or only reads it, then shows it. A
   * read waits while this device has changes the server has not taken yet: it would undo them.
   */
  async function load(mode: 'merge' | 'read'): Promise<void> {
    const forUser = userId;
    // A stored user without a Token (an old browser's leftovers) has nothing to merge into.
    if (forUser === null || readAuth().token === '') return;
    if (mode === 'read') await flush();
    if (mode === 'read' && hasUnsaved()) {
      retryLater(() => void load('read'));
      return;
    }
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
    if (mode === 'read' && hasUnsaved()) {
      later(() => void load('read'), SAVE_DELAY_MS);
      return;
    }
    retries = 0;
    const loaded = { cartItems: answer.data.cartItems, customerWishList: wishList };
    remember(loaded);
    // What the shopper changed while the merge was on its way is laid over its answer and
    // saved next, not overwritten by it.
    const device = appStore.getState().cart;
    const meanwhile = noChanges();
    if (mode === 'merge') addChanges(meanwhile, { ...device, ...cart }, device);
    appStore.dispatch(savedCartLoaded(applyChanges(loaded, meanwhile, device)));
    if (mode === 'merge') sayNotes(answer.data);
    if (!isEmpty(meanwhile)) later(() => void flush(), SAVE_DELAY_MS);
  }

  function forget(): void {
    clearTimeout(timer);
    userId = null;
    saved = null;
    retries = 0;
    store(SAVED_KEY, null);
  }

  function onAction(action: UnknownAction, before: AppState, after: AppState): void {
    if (storageChanged.match(action)) {
      // Another tab saves its own changes; this one only follows who is logged in.
      // Its changes are that tab's to save, not this one's.
      if (loggedInId(after) !== userId) clearTimeout(timer);
      userId = loggedInId(after);
      if (userId !== null && saved !== null) saved = after.cart;
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
    later(() => void flush(), SAVE_DELAY_MS);
  }

  const kept = stored(SAVED_KEY) as ({ userId: number } & Saved) | null;
  const keptForUser = userId !== null && kept?.userId === userId;
  if (keptForUser) saved = { cartItems: kept.cartItems, customerWishList: kept.customerWishList };
  observeActions(onAction);
  registerSavedCartFlush(flush);
  const online = () => void flush();
  window.addEventListener('online', online);
  if (userId !== null) void load(keptForUser ? 'read' : 'merge');
  return () => {
    clearTimeout(timer);
    observeActions(null);
    registerSavedCartFlush(null);
    window.removeEventListener('online', online);
  };
}

// What a logged-in shopper's device sends to the saved cart (issue #19 item 8), worked out from
// the cart slice's state before and after an action, whatever the action was: a line is its
// choice (cartChoiceKey), a wish list entry its product. Pure, so the sync (app/saved-cart-sync)
// stays a thin loop of debounce, send and retry.
import { cartChoiceKey } from '@bazaar/contract/cart/line-choice';
import type { WishEntry } from '@bazaar/contract/cart/saved-cart';
import type { FavouriteProductRow } from '@bazaar/contract/schemas/saved-cart';
import type { CartLine, CartState, WishlistItem } from './cart-slice.ts';

/** Changes still to save: the line's latest state (Quantity 0: removed) and the wish list's
 * latest entry per product (null: removed). A later change of the same line replaces it. */
export interface PendingChanges {
  cart: Record<string, CartLine>;
  wish: Record<string, WishEntry | null>;
}

type CartContents = Pick<CartState, 'cartItems' | 'customerWishList'>;

export const noChanges = (): PendingChanges => ({ cart: {}, wish: {} });

export const isEmpty = (pending: PendingChanges): boolean =>
  Object.keys(pending.cart).length === 0 && Object.keys(pending.wish).length === 0;

export function wishEntryOf(item: WishlistItem): WishEntry {
  return {
    ProductId: item.ProductId,
    SizeId: item.SizeId,
    ColorId: item.ColorId,
    Quantity: item.Quantity,
  };
}

const sameEntry = (a: WishEntry, b: WishEntry) =>
  a.SizeId === b.SizeId && a.ColorId === b.ColorId && a.Quantity === b.Quantity;

/** Adds the difference between two cart states to `pending` (coalescing per line/product). */
export function addChanges(pending: PendingChanges, before: CartState, after: CartState): void {
  if (before.cartItems !== after.cartItems) {
    const old = new Map(before.cartItems.map((line) => [cartChoiceKey(line), line]));
    const now = new Map(after.cartItems.map((line) => [cartChoiceKey(line), line]));
    for (const [key, line] of now) {
      if (old.get(key)?.Quantity !== line.Quantity) pending.cart[key] = line;
    }
    for (const [key, line] of old) {
      if (!now.has(key)) pending.cart[key] = { ...line, Quantity: 0 };
    }
  }
  if (before.customerWishList !== after.customerWishList) {
    const old = new Map(before.customerWishList.map((item) => [item.ProductId, item]));
    const now = new Map(after.customerWishList.map((item) => [item.ProductId, item]));
    for (const [id, item] of now) {
      const previous = old.get(id);
      const entry = wishEntryOf(item);
      if (!previous || !sameEntry(wishEntryOf(previous), entry)) pending.wish[String(id)] = entry;
    }
    for (const id of old.keys()) if (!now.has(id)) pending.wish[String(id)] = null;
  }
}

/**
 * `base` with `pending` laid over it: what the device shows after a merge whose answer crossed
 * changes the shopper made meanwhile. Wish list items come from `device`, which made them.
 */
export function applyChanges(
  base: CartContents,
  pending: PendingChanges,
  device: Pick<CartState, 'customerWishList'>,
): CartContents {
  const lines = new Map(base.cartItems.map((line) => [cartChoiceKey(line), line]));
  for (const [key, line] of Object.entries(pending.cart)) {
    if (line.Quantity === 0) lines.delete(key);
    else lines.set(key, line);
  }
  const items = new Map(base.customerWishList.map((item) => [String(item.ProductId), item]));
  const made = new Map(device.customerWishList.map((item) => [String(item.ProductId), item]));
  for (const [id, entry] of Object.entries(pending.wish)) {
    const item = made.get(id);
    if (entry === null) items.delete(id);
    else if (item) items.set(id, item);
  }
  return { cartItems: [...lines.values()], customerWishList: [...items.values()] };
}

/**
 * `saved` with each line and wish list entry of `pending` marked unknown (Quantity -1), which no
 * device state equals. Kept in the browser while a save is on its way: if the page dies before
 * the answer, the next start sends them again instead of trusting what the server may or may
 * not have taken (else a line re-added meanwhile would look saved, and a read would drop it).
 */
export function inDoubt(
  saved: CartContents,
  pending: PendingChanges,
  device: CartContents,
): CartContents {
  const lines = new Map(saved.cartItems.map((line) => [cartChoiceKey(line), line]));
  for (const [key, line] of Object.entries(pending.cart)) lines.set(key, { ...line, Quantity: -1 });
  const items = new Map(saved.customerWishList.map((item) => [String(item.ProductId), item]));
  const made = new Map(device.customerWishList.map((item) => [String(item.ProductId), item]));
  for (const id of Object.keys(pending.wish)) {
    const item = items.get(id) ?? made.get(id);
    if (item) items.set(id, { ...item, Quantity: -1 });
  }
  return { cartItems: [...lines.values()], customerWishList: [...items.values()] };
}

/** A saved wish list row as the slice keeps it (spec §3 customerWishList item). */
export function wishlistItemOf(row: FavouriteProductRow): WishlistItem {
  return {
    ProductId: row.ProductId,
    ProductName: row.ProductName,
    Price: row.Price,
    DiscountedPrice: row.DiscountedPrice,
    DiscountId: row.DiscountId,
    IsDiscountCalculated: row.IsDiscountCalculated,
    CouponCode: row.CouponCode,
    SizeId: row.SizeId ?? null,
    SizeShortName: row.SizeShortName ?? '',
    ColorId: row.ColorId ?? null,
    ColorName: row.ColorName ?? '',
    Quantity: row.Quantity ?? 1,
    ShippingCharges: 0,
    DefaultImage: row.ProductImagesJson[0]?.AttachmentURL ?? '',
  };
}

// The cart and wish list a logged-in shopper keeps on the server (issue #19 item 8), and the
// merge of the browser's into them at login. Pure: the server runs it inside the merge
// transaction, with the products' own limits; the tests pin its rules.
import type { CartLine } from '../schemas/orders.ts';
import { quantityLimit } from '../pricing/line-limits.ts';
import { cartChoiceKey } from './line-choice.ts';

/** Most lines a saved cart holds (the cart schema's own cap) and most wish list products. */
export const SAVED_LIMITS = { cartLines: 100, wishList: 200 } as const;

/** A wish list entry as kept: the product, the size and colour it was saved with, how many. */
export interface WishEntry {
  ProductId: number;
  SizeId: number | null;
  ColorId: number | null;
  Quantity: number;
}

export interface MergedCart {
  lines: CartLine[];
  /** A quantity was lowered to its line's limit: the shopper is told once. */
  quantityCapped: boolean;
  /** Browser lines left out because the cart already held SAVED_LIMITS.cartLines lines. */
  linesLeftOut: number;
}

/**
 * The saved lines first, in their order, then the browser's. The same choice (cartChoiceKey)
 * is one line whose quantities add up, capped at the line's limit; no other line is dropped
 * unless the cart is full. `orderMaximumOf` answers a product's OrderMaximumQuantity.
 */
export function mergeCartLines(
  saved: readonly CartLine[],
  browser: readonly CartLine[],
  orderMaximumOf: (productId: number) => number,
): MergedCart {
  const byKey = new Map<string, CartLine>();
  let quantityCapped = false;
  let linesLeftOut = 0;
  const within = (line: CartLine, quantity: number): number => {
    const limit = quantityLimit(orderMaximumOf(line.ProductId));
    if (quantity > limit) quantityCapped = true;
    return Math.min(quantity, limit);
  };
  for (const line of [...saved, ...browser]) {
    const key = cartChoiceKey(line);
    const existing = byKey.get(key);
    if (existing) {
      existing.Quantity = within(existing, existing.Quantity + line.Quantity);
    } else if (byKey.size < SAVED_LIMITS.cartLines) {
      byKey.set(key, { ...line, Quantity: within(line, line.Quantity) });
    } else {
      linesLeftOut += 1;
    }
  }
  return { lines: [...byKey.values()], quantityCapped, linesLeftOut };
}

export interface MergedWishList {
  entries: WishEntry[];
  /** Browser entries left out because the wish list was full. */
  leftOut: number;
}

/**
 * The saved entries first, then the browser's products not yet in it (a product is one entry,
 * as the spec's wish list refuses duplicates; the saved one keeps its size and colour).
 */
export function mergeWishList(
  saved: readonly WishEntry[],
  browser: readonly WishEntry[],
): MergedWishList {
  const byProduct = new Map<number, WishEntry>();
  let leftOut = 0;
  for (const entry of [...saved, ...browser]) {
    if (byProduct.has(entry.ProductId)) continue;
    if (byProduct.size < SAVED_LIMITS.wishList) byProduct.set(entry.ProductId, { ...entry });
    else leftOut += 1;
  }
  return { entries: [...byProduct.values()], leftOut };
}

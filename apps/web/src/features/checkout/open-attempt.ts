// The open order attempt, kept in localStorage so it survives a reload, a visit to the cart and
// a closed tab: its Idempotency-Key and a fingerprint of what it was made for (the shopper, each
// line's product, options and quantity, the coupon). Placing this same order again reuses the
// key, so the server answers the first outcome instead of charging a second time. It is forgotten
// once the order is placed or definitely refused; a changed cart simply no longer matches it.
import { cartChoiceKey } from '@bazaar/contract/cart/line-choice';
import type { CartLine } from '@bazaar/contract/schemas/orders';

export const OPEN_ATTEMPT_KEY = 'bazaar.openOrderAttempt';
/** The server replays an attempt's answer for a day; an older open attempt is not reused. */
export const OPEN_ATTEMPT_MAX_AGE_MS = 24 * 3600_000;

export interface OpenAttempt {
  fingerprint: string;
  key: string;
  /** When it was opened (ms since the epoch). */
  openedAt: number;
}

interface Purchase {
  UserID: number;
  cartJsonData: string;
  CouponCode: string;
}

interface LineShape {
  ProductId?: unknown;
  Quantity?: unknown;
  productSelectedAttributes?: CartLine['productSelectedAttributes'];
}

/** What the attempt buys: the same shopper, lines (any order), options, quantities and coupon. */
export function purchaseFingerprint({ UserID, cartJsonData, CouponCode }: Purchase): string {
  let lines: LineShape[] = [];
  try {
    const parsed = JSON.parse(cartJsonData) as unknown;
    if (Array.isArray(parsed)) lines = parsed as LineShape[];
  } catch {
    lines = [];
  }
  const described = lines
    .map((line) => {
      const choice = cartChoiceKey({
        ProductId: Number(line.ProductId),
        productSelectedAttributes: line.productSelectedAttributes ?? [],
      });
      return `${choice}x${Number(line.Quantity)}`;
    })
    .sort();
  return JSON.stringify([UserID, described, CouponCode.trim().toUpperCase()]);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The open attempt for this purchase, if one is kept and still young enough. */
export function readOpenAttempt(fingerprint: string, now = Date.now()): OpenAttempt | null {
  try {
    const kept = JSON.parse(storage()?.getItem(OPEN_ATTEMPT_KEY) ?? 'null') as OpenAttempt | null;
    if (!kept || typeof kept.key !== 'string' || kept.fingerprint !== fingerprint) return null;
    return now - kept.openedAt < OPEN_ATTEMPT_MAX_AGE_MS ? kept : null;
  } catch {
    return null;
  }
}

export function keepOpenAttempt(attempt: OpenAttempt): void {
  try {
    storage()?.setItem(OPEN_ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Storage refused (privacy mode): the attempt lives as long as the page, as before.
  }
}

/** Forgets the attempt with this key (placed, or definitely refused); another is left alone. */
export function forgetOpenAttempt(key: string): void {
  try {
    const kept = JSON.parse(storage()?.getItem(OPEN_ATTEMPT_KEY) ?? 'null') as OpenAttempt | null;
    if (kept?.key === key) storage()?.removeItem(OPEN_ATTEMPT_KEY);
  } catch {
    storage()?.removeItem(OPEN_ATTEMPT_KEY);
  }
}

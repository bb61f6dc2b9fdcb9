// The applied coupon kept in the browser's storage, so a reload (or a return from the login page)
// keeps it from the cart to checkout (issue 19). Read back checked, never trusted: the coupon form
// asks the server again for any cart it was not priced for, and every order checks the code.
export interface AppliedCoupon {
  /** The code as the server stores it (its canonical case), sent with the order. */
  code: string;
  /** The cart (its cartJsonData) the figures below were computed for. */
  pricedFor: string;
  /** The server's order total after the discount (OrderTotalAfterDiscount). */
  totalAfterDiscount: number;
  /** Rupees taken off the order total. */
  discountAmount: number;
  discountId: number | null;
}

export const COUPON_STORAGE_KEY = 'bazaar.appliedCoupon';

const isAppliedCoupon = (value: unknown): value is AppliedCoupon => {
  if (typeof value !== 'object' || value === null) return false;
  const coupon = value as Record<string, unknown>;
  return (
    typeof coupon.code === 'string' &&
    coupon.code !== '' &&
    typeof coupon.pricedFor === 'string' &&
    typeof coupon.totalAfterDiscount === 'number' &&
    typeof coupon.discountAmount === 'number' &&
    (coupon.discountId === null || typeof coupon.discountId === 'number')
  );
};

export function readStoredCoupon(): AppliedCoupon | null {
  try {
    const value = JSON.parse(localStorage.getItem(COUPON_STORAGE_KEY) ?? 'null') as unknown;
    return isAppliedCoupon(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeCoupon(coupon: AppliedCoupon | null): void {
  try {
    if (coupon) localStorage.setItem(COUPON_STORAGE_KEY, JSON.stringify(coupon));
    else localStorage.removeItem(COUPON_STORAGE_KEY);
  } catch {
    // Storage refused (privacy mode): the coupon lasts as long as the page.
  }
}

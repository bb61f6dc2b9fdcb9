// Bazaar's shop-wide free delivery (issue 19): when the products' subtotal reaches the shop's
// threshold, shipping is free for the whole order; below it each product's own shipping stays as
// spec §4 says. The server's pricing (cart-data, the coupon answer, order placement) decides it
// here, and the cart's "Add ₹X more for free delivery" reads the same figures.

export interface FreeDelivery {
  /** True when the threshold is set and the subtotal reaches it: no shipping is charged. */
  reached: boolean;
  /** Paise still to add to reach the threshold (0 when reached or no threshold is set). */
  amountLeftPaise: number;
}

/** thresholdPaise ≤ 0: the shop sets no threshold and shipping is always per product. */
export function freeDelivery(subtotalPaise: number, thresholdPaise: number): FreeDelivery {
  if (thresholdPaise <= 0) return { reached: false, amountLeftPaise: 0 };
  if (subtotalPaise >= thresholdPaise) return { reached: true, amountLeftPaise: 0 };
  return { reached: false, amountLeftPaise: thresholdPaise - subtotalPaise };
}

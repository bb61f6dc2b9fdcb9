// What an order is made of once the server has priced the cart: every figure in paise,
// computed by the cart's pricing (never by the browser). It is reserved before paying and
// written as the order afterwards, so the order holds exactly what was charged. Its lines are
// the cart's PricedLine, unchanged from pricing to the order row.
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import type { DeliveryAddress } from '@bazaar/contract/schemas/delivery-address';
import type { PricedLine } from '../cart/index.ts';

export interface DraftCoupon {
  couponId: number;
  code: string;
  discountPaise: number;
}

export interface OrderDraft {
  /** Every line available (draftOrder refuses the others). */
  lines: PricedLine[];
  subtotalPaise: number;
  shippingPaise: number;
  /** Subtotal + shipping. */
  totalPaise: number;
  coupon: DraftCoupon | null;
  /** Where it ships, frozen at reserve (addresses feature); null or absent when all-digital. */
  deliveryAddress?: DeliveryAddress | null;
}

/** §4: what the shopper pays for this draft. */
export function payablePaise(draft: OrderDraft): number {
  return shopperPaysPaise(draft.totalPaise, draft.coupon?.discountPaise ?? 0);
}

// What an order is made of once the server has priced the cart: every figure in paise,
// computed by the cart's pricing (never by the browser). It is reserved before paying and
// written as the order afterwards, so the order holds exactly what was charged.

/** A chosen attribute as frozen into order_items.attributes_json. */
export interface DraftAttribute {
  ProductAttributeID: number;
  PrimaryKeyValue: number;
  AttributeName: string;
  AttributeValue: string;
  AdditionalPricePaise: number;
}

export interface DraftLine {
  productId: number;
  name: string;
  /** The Arabic name, frozen beside the English one; null when the product has none. */
  nameAr: string | null;
  imageUrl: string | null;
  unitPaise: number;
  quantity: number;
  shippingPaise: number;
  totalPaise: number;
  isDigital: boolean;
  /** The chosen attributes' names and values, frozen into the order item. */
  attributes: DraftAttribute[];
}

export interface DraftCoupon {
  couponId: number;
  code: string;
  discountPaise: number;
}

export interface OrderDraft {
  lines: DraftLine[];
  subtotalPaise: number;
  shippingPaise: number;
  /** Subtotal + shipping. */
  totalPaise: number;
  coupon: DraftCoupon | null;
}

/** §4: what the shopper pays — the discounted total when positive, else the total. */
export function payablePaise(draft: OrderDraft): number {
  const discounted = draft.totalPaise - (draft.coupon?.discountPaise ?? 0);
  return draft.coupon && discounted > 0 ? discounted : draft.totalPaise;
}

/** The same amount as the wallet's value string: rupees with two decimals ("1499.00"). */
export const rupeesText = (paise: number): string => (paise / 100).toFixed(2);

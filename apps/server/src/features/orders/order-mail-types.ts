// What an order confirmation e-mail says, as read from the order just written. A module of its
// own so that order-mail.ts (which reads it) and order-mail-block.ts (which renders it) share it
// without importing each other.
import type { DeliveryAddress } from '@bazaar/contract/schemas/delivery-address';
import type { Lang } from '@bazaar/i18n/text';

export interface OrderMailItem {
  name: string;
  /** "Colour: Red, Size: XXL (+₹100)" in the mail's language; '' when nothing was chosen. */
  options: string;
  quantity: number;
  unitPaise: number;
  totalPaise: number;
  isDigital: boolean;
  /** A digital item the shopper may download now (paid online, or the order Completed). */
  downloadReady: boolean;
}

export interface OrderConfirmation {
  to: string;
  firstName: string;
  lang: Lang;
  orderNumber: string;
  /** ISO time the order was placed. */
  placedAt: string;
  paymentMethodId: number;
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  /** Subtotal + shipping, before the coupon (orders.total_paise). */
  totalPaise: number;
  couponCode: string | null;
  note: string | null;
  items: OrderMailItem[];
  /** The shop's public address (PUBLIC_URL), for the order history link; none → no link. */
  siteUrl?: string | undefined;
  /** Where the order ships, frozen when it was placed; null when all-digital. */
  deliveryAddress?: DeliveryAddress | null;
}

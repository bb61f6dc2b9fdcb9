// Bazaar addition (issue #19): one of the logged-in shopper's own orders by its number, as the
// confirmation page (and issue #20's order page) shows it. Someone else's number answers HTTP 404
// exactly as an unknown one. Money in rupees as every answer; names in the request's language.
import { z } from 'zod';
import { deliveryAddress } from './delivery-address.ts';
import { text } from './params.ts';

export const ORDER_NUMBER_MAX = 40;

export const customerOrderDetailRequest = z.object({
  OrderNumber: text().trim().min(1, 'is required').max(ORDER_NUMBER_MAX),
});

export const chosenOption = z.object({
  /** The attribute's name (Colour, Size, Gift wrap…) in the request's language. */
  name: z.string(),
  value: z.string(),
  /** Rupees this option added to one unit (0 when none). */
  additionalPrice: z.number(),
});

export const customerOrderItem = z.object({
  orderItemId: z.number(),
  productId: z.number(),
  productName: z.string(),
  /** The picture at order time ('' when none), a media path as DefaultImageUrl is. */
  imageUrl: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
  isDigital: z.boolean(),
  statusId: z.number(),
  shippingStatusId: z.number(),
  /** True when the file can be downloaded now (digital and Completed, spec §4). */
  downloadable: z.boolean(),
  options: z.array(chosenOption),
});

export const customerOrderDetail = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  /** ISO 8601, UTC. */
  placedAt: z.string(),
  statusId: z.number(),
  statusName: z.string(),
  /** PAYMENT_METHOD: 2 online wallet, 5 card, 6 cash on delivery. */
  paymentMethodId: z.number(),
  /** The gateway's charge or capture id; null for cash on delivery. */
  paymentReference: z.string().nullable(),
  couponCode: z.string().nullable(),
  note: z.string().nullable(),
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  /** What the shopper pays: subtotal + shipping − discount. */
  total: z.number(),
  items: z.array(customerOrderItem),
  /** The address the order was placed with (frozen); null when none (all-digital orders). */
  deliveryAddress: deliveryAddress.nullable(),
  expectedDelivery: z.object({
    availableNow: z.boolean(),
    /** YYYY-MM-DD in the shop's calendar; null when availableNow. */
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
});

export type ChosenOption = z.infer<typeof chosenOption>;
export type CustomerOrderItem = z.infer<typeof customerOrderItem>;
export type CustomerOrderDetail = z.infer<typeof customerOrderDetail>;

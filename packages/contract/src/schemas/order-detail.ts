// Bazaar addition (issue #19): one of the logged-in shopper's own orders by its number, as the
// confirmation page (and issue #20's order page) shows it. Someone else's number answers HTTP 404
// exactly as an unknown one. Money in rupees as every answer; names in the request's language.
import { z } from 'zod';
import { STAGES } from '../orders/fulfilment.ts';
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
  /** Issue #20: the line's own stage (it differs from the order's once it is cancelled, asked
   * back…, or when a digital line paid online is delivered at once). */
  stage: z.enum(STAGES),
});

const stageEvent = z.enum([...STAGES, 'return-rejected']);

/** Issue #20: one event of the order's history (contract orders/timeline.ts). */
export const timelineEvent = z.object({
  event: stageEvent,
  /** ISO 8601, UTC. */
  at: z.string(),
  /** The lines it concerned; empty when it was the whole order's. */
  orderItemIds: z.array(z.number()),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's public tracking page; null when the carrier is not one the shop knows. */
  trackingUrl: z.string().nullable(),
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
  /** Issue #20: where the order stands, and its name in the request's language. */
  stage: z.enum(STAGES),
  stageName: z.string(),
  /** Every event of its history, oldest first. */
  timeline: z.array(timelineEvent),
  /** When it was (last) delivered, ISO 8601; null until then. */
  deliveredAt: z.string().nullable(),
});

export type ChosenOption = z.infer<typeof chosenOption>;
export type CustomerOrderItem = z.infer<typeof customerOrderItem>;
export type CustomerOrderDetail = z.infer<typeof customerOrderDetail>;
export type TimelineEventAnswer = z.infer<typeof timelineEvent>;

// Bazaar additions (issue #20 §2, §3): the shopper cancels an order or some of its lines before
// it ships, asks for a delivered line back, and reads what each line allows (and why not).
// Someone else's order number answers exactly as an unknown one (HTTP 404).
import { z } from 'zod';
import { RETURN_POLICY, RETURN_REASONS } from '../orders/return-policy.ts';
import { REVIEW_PHOTO_BASE64_MAX, REVIEW_PHOTOS } from '../constants.ts';
import { STAGES } from '../orders/fulfilment.ts';
import { ORDER_NUMBER_MAX } from './order-detail.ts';
import { idList, optionalText, requiredId, text } from './params.ts';

const orderNumber = text().trim().min(1, 'is required').max(ORDER_NUMBER_MAX);

export const cancelCustomerOrderRequest = z.object({
  OrderNumber: orderNumber,
  /** Only these lines; the whole order when empty or absent. */
  OrderItemIDs: idList(100).optional(),
});

export const requestCustomerReturnRequest = z.object({
  OrderNumber: orderNumber,
  OrderItemID: requiredId(),
  Reason: z.enum(RETURN_REASONS),
  Note: optionalText(RETURN_POLICY.noteMaxLength, { multiline: true }),
  /** One photo as base64 (no `data:` prefix), checked like a review's (its type read from it). */
  Photo: z
    .string()
    .max(REVIEW_PHOTO_BASE64_MAX, { error: `must be at most ${REVIEW_PHOTOS.maxMegabytes} MB` })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'must be base64' })
    .optional(),
});

export const afterSalesRequest = z.object({ OrderNumber: orderNumber });

/** pending: owed and being paid back; done: refunded; manual: cash, the shop pays it back. */
export const refundState = z.enum(['none', 'pending', 'done', 'manual']);

export const cancelOutcome = z.object({
  orderNumber: z.string(),
  /** The order's stage after the cancel. */
  stage: z.enum(STAGES),
  cancelledItemIds: z.array(z.number()),
  /** Rupees given back for this cancel (0 for cash on delivery). */
  refund: z.number(),
  refundState,
});

export const returnRequestView = z.object({
  returnId: z.number(),
  reason: z.enum(RETURN_REASONS),
  state: z.enum(['requested', 'approved', 'rejected', 'received', 'refunded']),
  /** ISO 8601, UTC. */
  requestedAt: z.string(),
  decisionNote: z.string().nullable(),
});

export const afterSalesLine = z.object({
  orderItemId: z.number(),
  stage: z.enum(STAGES),
  canCancel: z.boolean(),
  /** Why Cancel is absent: 'shipped' or 'closed'; null when it is offered. */
  cancelBlock: z.enum(['shipped', 'closed']).nullable(),
  canReturn: z.boolean(),
  /** Why Return is absent; null when it is offered. */
  returnBlock: z
    .enum(['not-delivered', 'digital', 'final-sale', 'window-closed', 'already-requested'])
    .nullable(),
  /** Last day to ask it back (ISO 8601) while the window is open; else null. */
  returnUntil: z.string().nullable(),
  returnRequest: returnRequestView.nullable(),
});

export const afterSalesView = z.object({
  orderNumber: z.string(),
  stage: z.enum(STAGES),
  canCancelOrder: z.boolean(),
  cancelBlock: z.enum(['shipped', 'closed']).nullable(),
  returnWindowDays: z.number(),
  lines: z.array(afterSalesLine),
});

export const returnRequested = returnRequestView.extend({ orderItemId: z.number() });

export type CancelOutcome = z.infer<typeof cancelOutcome>;
export type AfterSalesView = z.infer<typeof afterSalesView>;
export type AfterSalesLine = z.infer<typeof afterSalesLine>;
export type ReturnRequested = z.infer<typeof returnRequested>;

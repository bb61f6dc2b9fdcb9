// Cart, coupon, order and download shapes. The browser sends ids and quantities only;
// every price comes from the server.
import { z } from 'zod';
import { STAGES } from '../orders/fulfilment.ts';
import { COUPON_CODE_MAX, PAYMENT_METHOD, QUANTITY } from '../constants.ts';
import { ID_MAX } from '../ids.ts';
import { jsonString, optionalId, optionalText, requiredId, requiredInt, text } from './params.ts';

export const selectedAttribute = z.object({
  ProductId: requiredId(),
  ProductAttributeID: requiredId(),
  /** A colour or size id, or a small number for other attributes (a 32-bit column). */
  PrimaryKeyValue: requiredInt(-ID_MAX, ID_MAX),
});

export const cartLine = z.object({
  ProductId: requiredId(),
  productSelectedAttributes: z.array(selectedAttribute).max(20).default([]),
  Quantity: requiredInt(QUANTITY.min, 1000),
  ShippingCharges: z.coerce.number().optional(),
  DefaultImage: text().max(500).optional(),
});

export const cartJsonData = jsonString(z.array(cartLine).max(100, 'holds too many lines'));

export const cartItemsRequest = z.object({ cartJsonData });

/** A chosen option as Bazaar's answers name it (AdditionalPrice: rupees added to one unit). */
export const chosenAttribute = z.object({
  AttributeName: z.string(),
  AttributeValue: z.string(),
  AdditionalPrice: z.number().optional(),
});

export const pricedCartProduct = z.object({
  ProductId: z.number(),
  ProductName: z.string(),
  Price: z.number(),
  DiscountedPrice: z.number().nullable(),
  Quantity: z.number(),
  /** Shipping of one unit, as at the provider's host (shippingSubTotal sums unit × quantity). */
  ShippingCharges: z.number(),
  ItemSubTotal: z.number(),
  ColorName: z.string(),
  SizeShortName: z.string(),
  ProductImagesJson: z.array(z.object({ AttachmentURL: z.string() })),
  OrderMaximumQuantity: z.number(),
  // Bazaar additions: what the cart screen needs to be honest about a line.
  /** The chosen attributes' names and values, in the request's language (variants modal). */
  SelectedAttributes: z.array(chosenAttribute),
  /** False when the line cannot be ordered as asked (see UnavailableReason). */
  IsAvailable: z.boolean(),
  /** Units that can still be ordered (0 when removed or out of stock). */
  UnitsLeft: z.number(),
  UnavailableReason: z.enum(['removed', 'out-of-stock', 'not-enough-stock']).nullable(),
  IsDigitalProduct: z.boolean(),
});
export const cartData = z.object({
  productsData: z.array(pricedCartProduct),
  cartSubTotal: z.number(),
  shippingSubTotal: z.number(),
  orderTotal: z.number(),
  /** Bazaar addition: true when every line can be ordered as asked. */
  isValid: z.boolean(),
  // Bazaar additions (issue 19), optional on the wire: the shop-wide free-delivery threshold in
  // rupees (0: none) and what the products still lack to reach it (0 when reached or none).
  freeDeliveryThreshold: z.number().optional(),
  freeDeliveryAmountLeft: z.number().optional(),
});

export const couponRequest = z.object({
  CouponCode: optionalText(COUPON_CODE_MAX).pipe(z.string().min(1, 'is required')),
  cartJsonData,
});
/** The coupon answer is one object, read as JSON.parse(data).DiscountValueAfter… (spec §7). */
export const couponRow = z.object({
  /** Rupees taken off the order total, as at the provider's host (its checkout subtracts it). */
  DiscountValueAfterCouponAppliedWithQuantity: z.number(),
  DiscountValueAfterCouponApplied: z.number(),
  DiscountId: z.number().nullable(),
  // Bazaar additions. An unusable code answers 0 above (the storefront then says 'Invalid coupon
  // code!') and says why here, in the request's language, for a line under the message.
  /** Rupees taken off the order total (0 when the code cannot be used). */
  DiscountAmount: z.number(),
  /** The order total (products and shipping) after the discount; 0 when the code cannot be used. */
  OrderTotalAfterDiscount: z.number(),
  /** The code as stored (canonical case), or null when unknown. */
  CouponCode: z.string().nullable(),
  Reason: z.string().nullable(),
});

const paymentMethodIds = Object.values(PAYMENT_METHOD).map(String) as [string, ...string[]];

export const postOrderRequest = z.object({
  UserID: requiredId(),
  OrderNote: optionalText(1000, { multiline: true }),
  cartJsonData,
  CouponCode: optionalText(COUPON_CODE_MAX),
  PaymentMethod: z.coerce
    .string()
    .pipe(z.enum(paymentMethodIds, { error: 'must be 2, 5 or 6' }))
    .transform(Number),
  paymentToken: optionalText(500),
  payPalOrderConfirmJson: optionalText(20_000, { multiline: true }),
  IdempotencyKey: optionalText(100),
  /** Bazaar addition: the address-book entry to deliver to; absent → the default address. */
  AddressId: optionalId(),
  /**
   * Bazaar addition (issue #21): what Razorpay Checkout's handler answered, for a card or
   * wallet payment taken by Razorpay. Each is checked with Razorpay; the amount is the server's.
   */
  razorpay_order_id: optionalText(100).optional(),
  razorpay_payment_id: optionalText(100).optional(),
  razorpay_signature: optionalText(200).optional(),
});

/** Sandbox card form (test mode): the card never reaches the database, only its token does. */
export const cardTokenRequest = z.object({
  CardNumber: text().max(23),
  ExpiryMonth: requiredInt(1),
  ExpiryYear: requiredInt(2000),
  Cvc: text().max(4),
  NameOnCard: optionalText(100),
});
export const cardTokenAnswer = z.object({ paymentToken: z.string() });

/** Wallet order for the server-computed amount of this cart and coupon (§4). */
export const walletOrderRequest = z.object({
  cartJsonData,
  CouponCode: optionalText(COUPON_CODE_MAX),
});
export const walletOrderAnswer = z.object({
  id: z.string(),
  status: z.enum(['CREATED', 'APPROVED', 'COMPLETED']),
  amount: z.object({ currency_code: z.literal('INR'), value: z.string() }),
});
/** The provider's order for the cart's server-computed amount, before its sheet opens. */
export const checkoutRequest = z.object({
  cartJsonData,
  CouponCode: optionalText(COUPON_CODE_MAX),
  PaymentMethod: z.coerce
    .string()
    .pipe(z.enum(['2', '5'], { error: 'must be 2 or 5' }))
    .transform(Number),
});
export const checkoutAnswer = z.object({
  /** 'sandbox', 'razorpay', 'stripe', 'paypal'. */
  Provider: z.string(),
  /** The provider's order id the browser opens; null when the method needs none. */
  OrderId: z.string().nullable(),
  AmountPaise: z.number().int(),
  Currency: z.string(),
  /** The provider's public key (Razorpay key id, Stripe pk_…). */
  Key: z.string(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

export const approveWalletOrderRequest = z.object({ id: text().max(100) });

/** What became of an order attempt, asked by its Idempotency-Key (the shopper's own only). */
export const orderAttemptRequest = z.object({
  IdempotencyKey: text().min(1, 'is required').max(255),
});
export const ORDER_ATTEMPT_STATES = ['placed', 'failed', 'running', 'unknown'] as const;
export const orderAttemptAnswer = z.object({
  State: z.enum(ORDER_ATTEMPT_STATES),
  /** The order's number when placed, else null. */
  OrderNumber: z.string().nullable(),
  /** When failed: the outcome's message id and its text in the request's language. */
  MessageId: z.string().nullable(),
  Message: z.string().nullable(),
});

// Bazaar addition: languageCode (language.ts) answers LatestStatusName, and each item's ProductName
// (the Arabic name frozen at order time, when there was one), in that language; the provider's
// storefront does not send it and gets English.
export const orderHistoryRequest = z.object({ UserId: requiredId() });
export const orderDetailRequest = z.object({ OrderId: requiredId() });

export const orderSummaryRow = z.object({
  OrderId: z.number(),
  OrderNumber: z.string(),
  OrderDateUTC: z.string(),
  LatestStatusName: z.string(),
  TotalItems: z.number(),
  OrderTotal: z.number(),
  /** Bazaar addition (issue #20): the order's stage (orders/fulfilment.ts) and its name in the
   * request's language (the storefront shows this name, not words of its own). */
  Stage: z.enum(STAGES),
  StageName: z.string(),
});
export const orderItemRow = z.object({
  OrderItemID: z.number(),
  ProductName: z.string(),
  DefaultImageUrl: z.string(),
  Price: z.number(),
  Quantity: z.number(),
  OrderItemTotal: z.number(),
  IsDigitalProduct: z.boolean(),
  LatestStatusID: z.number(),
  ShippingStatusID: z.number(),
  /** Bazaar addition (issue 19): the options chosen at order time, in the request's language,
   * with what each added to one unit in rupees. */
  SelectedAttributes: z.array(chosenAttribute).optional(),
});

export type ChosenAttribute = z.infer<typeof chosenAttribute>;
export type CartLine = z.infer<typeof cartLine>;
export type CouponRow = z.infer<typeof couponRow>;
export type WalletOrderAnswer = z.infer<typeof walletOrderAnswer>;
export type OrderAttemptAnswer = z.infer<typeof orderAttemptAnswer>;
export type CartData = z.infer<typeof cartData>;
export type PricedCartProduct = z.infer<typeof pricedCartProduct>;
export type OrderSummaryRow = z.infer<typeof orderSummaryRow>;
export type OrderItemRow = z.infer<typeof orderItemRow>;

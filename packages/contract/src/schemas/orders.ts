// Cart, coupon, order and download shapes. The browser sends ids and quantities only;
// every price comes from the server.
import { z } from 'zod';
import { COUPON_CODE_MAX, PAYMENT_METHOD, QUANTITY } from '../constants.ts';
import { jsonString, optionalText, requiredInt, text } from './params.ts';

export const selectedAttribute = z.object({
  ProductId: z.coerce.number().int().positive(),
  ProductAttributeID: z.coerce.number().int().positive(),
  PrimaryKeyValue: z.coerce.number().int(),
});

export const cartLine = z.object({
  ProductId: z.coerce.number().int().positive(),
  productSelectedAttributes: z.array(selectedAttribute).max(20).default([]),
  Quantity: z.coerce.number().int().min(QUANTITY.min).max(1000),
  ShippingCharges: z.coerce.number().optional(),
  DefaultImage: text().max(500).optional(),
});

export const cartJsonData = jsonString(z.array(cartLine).max(100, 'holds too many lines'));

export const cartItemsRequest = z.object({ cartJsonData });

export const pricedCartProduct = z.object({
  ProductId: z.number(),
  ProductName: z.string(),
  Price: z.number(),
  DiscountedPrice: z.number().nullable(),
  Quantity: z.number(),
  ShippingCharges: z.number(),
  ItemSubTotal: z.number(),
  ColorName: z.string(),
  SizeShortName: z.string(),
  ProductImagesJson: z.array(z.object({ AttachmentURL: z.string() })),
  OrderMaximumQuantity: z.number(),
});
export const cartData = z.object({
  productsData: z.array(pricedCartProduct),
  cartSubTotal: z.number(),
  shippingSubTotal: z.number(),
  orderTotal: z.number(),
});

export const couponRequest = z.object({
  CouponCode: optionalText(COUPON_CODE_MAX).pipe(z.string().min(1, 'is required')),
  cartJsonData,
});
/** The coupon answer is one object, read as JSON.parse(data).DiscountValueAfter… (spec §7). */
export const couponRow = z.object({
  DiscountValueAfterCouponAppliedWithQuantity: z.number(),
  DiscountValueAfterCouponApplied: z.number(),
  DiscountId: z.number().nullable(),
});

const paymentMethodIds = Object.values(PAYMENT_METHOD).map(String) as [string, ...string[]];

export const postOrderRequest = z.object({
  UserID: requiredInt(1),
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
});

export const orderHistoryRequest = z.object({ UserId: requiredInt(1) });
export const orderDetailRequest = z.object({ OrderId: requiredInt(1) });

export const orderSummaryRow = z.object({
  OrderId: z.number(),
  OrderNumber: z.string(),
  OrderDateUTC: z.string(),
  LatestStatusName: z.string(),
  TotalItems: z.number(),
  OrderTotal: z.number(),
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
});

export type CartLine = z.infer<typeof cartLine>;
export type CartData = z.infer<typeof cartData>;
export type PricedCartProduct = z.infer<typeof pricedCartProduct>;
export type OrderSummaryRow = z.infer<typeof orderSummaryRow>;
export type OrderItemRow = z.infer<typeof orderItemRow>;

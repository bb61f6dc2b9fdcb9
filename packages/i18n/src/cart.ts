// The server's cart and coupon texts (issue #9). A malformed cart is a 400 whose errorMessage
// names the line and the problem: in English after the field path ("cartJsonData.2.Quantity: …"),
// in Arabic after the line's number (no English wire name inside the Arabic sentence). A coupon
// that cannot be used answers its reason in the request's language.
import type { Text, Texts } from './text.ts';

/**
 * A refused line's reason: the Arabic names the line by number (1 = the first); the English
 * says the reason alone, after the field path that refusedField puts in front.
 */
export const CART_LINE_TEXT = {
  en: '{why}',
  ar: 'السطر {line} من السلة — {why}',
} as const satisfies Text;

/** Why cartJsonData was refused (HTTP 400): no storefront that checks its cart sends these. */
export const CART_PROBLEM_TEXTS = {
  unknownProduct: {
    en: 'product {id} does not exist',
    ar: 'المنتج {id} غير موجود',
  },
  duplicateProduct: {
    en: 'product {id} is listed more than once with the same choices (one line per choice)',
    ar: 'المنتج {id} مذكور أكثر من مرة بالاختيارات نفسها (سطر واحد لكل اختيار)',
  },
  foreignOption: {
    en: 'the option names product {other}, not product {id} of its line',
    ar: 'الخيار يخص المنتج {other} وليس المنتج {id} في سطره',
  },
  unknownOption: {
    en: 'product {id} has no option {value} of attribute {attribute}',
    ar: 'المنتج {id} ليس له الخيار {value} من الخاصية {attribute}',
  },
  repeatedAttribute: {
    en: 'attribute {attribute} of product {id} is chosen more than once',
    ar: 'الخاصية {attribute} للمنتج {id} مختارة أكثر من مرة',
  },
  missingChoice: {
    en: '{attribute} of product {id} must be chosen',
    ar: 'يجب اختيار {attribute} للمنتج {id}',
  },
  quantityOverLimit: {
    en: 'quantity {quantity} of product {id} (all its lines) is over its limit of {limit}',
    ar: 'الكمية {quantity} للمنتج {id} (في كل أسطره) تتجاوز حدّها وهو {limit}',
  },
} as const satisfies Texts;

export type CartProblemId = keyof typeof CART_PROBLEM_TEXTS;

/** Why a coupon code cannot be used now: the coupon answer's Reason. */
export const COUPON_REASON_TEXTS = {
  unknown: {
    en: 'There is no coupon with this code.',
    ar: 'لا توجد قسيمة بهذا الرمز.',
  },
  inactive: {
    en: 'This coupon is no longer offered.',
    ar: 'هذه القسيمة لم تعد متاحة.',
  },
  'not-started': {
    en: 'This coupon cannot be used yet.',
    ar: 'لا يمكن استخدام هذه القسيمة بعد.',
  },
  expired: {
    en: 'This coupon has expired.',
    ar: 'انتهت صلاحية هذه القسيمة.',
  },
  'below-minimum': {
    en: 'This coupon needs an order of at least {minimum}.',
    ar: 'تتطلب هذه القسيمة طلبًا لا تقل قيمته عن {minimum}.',
  },
  'used-up': {
    en: 'This coupon has been used up.',
    ar: 'نفدت مرات استخدام هذه القسيمة.',
  },
  'per-user-limit': {
    en: 'You have already used this coupon as often as it allows.',
    ar: 'لقد استخدمت هذه القسيمة بالعدد المسموح به من المرات.',
  },
  'no-eligible-products': {
    en: 'This coupon does not apply to products that are already on sale.',
    ar: 'لا تنطبق هذه القسيمة على المنتجات المخفّضة بالفعل.',
  },
  'empty-cart': {
    en: 'Add products that can be ordered to your cart to use a coupon.',
    ar: 'أضف إلى سلتك منتجات متاحة للطلب لاستخدام قسيمة.',
  },
} as const satisfies Texts;

export type CouponReasonId = keyof typeof COUPON_REASON_TEXTS;

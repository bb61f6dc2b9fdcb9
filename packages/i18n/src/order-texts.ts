// What placing an order and paying can answer besides success (issue #10): stock, payment and
// retry outcomes, said in the request's languageCode (message-catalogue.ts). `{product}` is the
// product's catalogue name in that language (its Arabic name where it has one).
import type { Texts } from './text.ts';

export const ORDER_TEXTS = {
  onlyLeft: {
    en: 'Only {n} left of {product}. Please lower the quantity and try again.',
    ar: 'تبقّى {n} فقط من {product}. يرجى تقليل الكمية ثم المحاولة مرة أخرى.',
  },
  soldOut: {
    en: '{product} is out of stock. Please remove it from your cart and try again.',
    ar: 'نفد مخزون {product}. يرجى إزالته من السلة ثم المحاولة مرة أخرى.',
  },
  productUnavailable: {
    en: 'A product in your cart is no longer sold. Please remove it and try again.',
    ar: 'أحد المنتجات في سلتك لم يعد متوفرًا للبيع. يرجى إزالته ثم المحاولة مرة أخرى.',
  },
  couponUnavailable: {
    en: 'This coupon can no longer be used. Please remove it and try again.',
    ar: 'لم يعد بالإمكان استخدام هذه القسيمة. يرجى إزالتها ثم المحاولة مرة أخرى.',
  },
  cardDeclined: { en: 'Your card was declined.', ar: 'تم رفض بطاقتك.' },
  insufficientFunds: {
    en: 'Your card has insufficient funds.',
    ar: 'رصيد بطاقتك غير كافٍ.',
  },
  cardNumberInvalid: {
    en: 'Your card number is invalid.',
    ar: 'رقم بطاقتك غير صالح.',
  },
  cardExpiryInvalid: {
    en: "Your card's expiration date is invalid.",
    ar: 'تاريخ انتهاء صلاحية بطاقتك غير صالح.',
  },
  cardExpired: { en: 'Your card has expired.', ar: 'انتهت صلاحية بطاقتك.' },
  cardCvcInvalid: {
    en: "Your card's security code is invalid.",
    ar: 'رمز الأمان الخاص ببطاقتك غير صالح.',
  },
  paymentTokenInvalid: {
    en: 'Your card details have expired or were already used. Please enter them again.',
    ar: 'انتهت صلاحية بيانات بطاقتك أو سبق استخدامها. يرجى إدخالها مرة أخرى.',
  },
  paymentMissing: {
    en: 'The payment was not completed. Please try again.',
    ar: 'لم تكتمل عملية الدفع. يرجى المحاولة مرة أخرى.',
  },
  walletNotApproved: {
    en: 'The wallet payment was not approved. Please try again.',
    ar: 'لم تتم الموافقة على الدفع عبر المحفظة. يرجى المحاولة مرة أخرى.',
  },
  walletAmountChanged: {
    en: 'Your order total changed since the wallet payment was started. Please pay again.',
    ar: 'تغيّر إجمالي طلبك منذ بدء الدفع عبر المحفظة. يرجى الدفع مرة أخرى.',
  },
  cardNeedsAuthentication: {
    en: 'Your bank asked to confirm this payment, which this checkout cannot do. Please use another card or payment method.',
    ar: 'طلب مصرفك تأكيد هذا الدفع، وهو ما لا تتيحه صفحة الدفع هذه. يرجى استخدام بطاقة أو طريقة دفع أخرى.',
  },
  walletOrderUsed: {
    en: 'This wallet payment was already used for another order. Please pay again.',
    ar: 'سبق استخدام هذا الدفع عبر المحفظة لطلب آخر. يرجى الدفع مرة أخرى.',
  },
  orderInFlight: {
    en: 'This order is still being placed. Please wait a moment.',
    ar: 'لا يزال هذا الطلب قيد التنفيذ. يرجى الانتظار قليلًا.',
  },
  paymentRefunded: {
    en: 'Your payment was refunded and no order was placed. Please try again.',
    ar: 'تم استرداد المبلغ الذي دفعته ولم يتم تقديم أي طلب. يرجى المحاولة مرة أخرى.',
  },
  paymentPending: {
    en: 'Your bank has not confirmed the payment yet. If it goes through and no order is placed, it is refunded automatically. Please try again in a few minutes.',
    ar: 'لم يؤكد مصرفك عملية الدفع بعد. إذا تمت ولم يُقدَّم أي طلب، فسيُسترد المبلغ تلقائيًا. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
  },
  paymentAmountMismatch: {
    en: 'The payment did not match the amount of this order, so it was refunded and no order was placed. Please try again.',
    ar: 'لم يطابق المبلغ المدفوع قيمة هذا الطلب، لذا تم استرداده ولم يتم تقديم أي طلب. يرجى المحاولة مرة أخرى.',
  },
  paymentProviderUnavailable: {
    en: 'The payment service cannot be reached right now. Please try again in a moment.',
    ar: 'تعذّر الوصول إلى خدمة الدفع الآن. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  cashOrdersCapped: {
    en: 'You have too many cash-on-delivery orders waiting for delivery. Please pay by card or wallet, or wait until an order is delivered.',
    ar: 'لديك عدد كبير من طلبات الدفع عند الاستلام بانتظار التوصيل. يرجى الدفع بالبطاقة أو المحفظة، أو الانتظار حتى يتم توصيل أحد الطلبات.',
  },
  idempotencyKeyTooLong: {
    en: 'The Idempotency-Key must be at most 255 characters.',
    ar: 'يجب ألا يزيد مفتاح Idempotency-Key عن 255 حرفًا.',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used for a different request.',
    ar: 'سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف.',
  },
} as const satisfies Texts;

export type OrderTextId = keyof typeof ORDER_TEXTS;

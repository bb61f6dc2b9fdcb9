// What cancelling an order and asking for a return can answer besides success (issue #20),
// said in the request's languageCode (message-catalogue.ts). `{days}` is the return window of
// the shop's policy (contract orders/return-policy.ts).
import type { Texts } from './text.ts';

export const AFTER_SALES_TEXTS = {
  cancelShipped: {
    en: 'This order has shipped, so it can no longer be cancelled. You can ask for a return once it is delivered.',
    ar: 'تم شحن هذا الطلب، لذا لم يعد بالإمكان إلغاؤه. يمكنك طلب الإرجاع بعد تسليمه.',
  },
  cancelClosed: {
    en: 'This item has already been cancelled or returned.',
    ar: 'تم إلغاء هذا المنتج أو إرجاعه من قبل.',
  },
  orderChangedMeanwhile: {
    en: 'This order changed in the meantime. Please reload the page and try again.',
    ar: 'تغيّر هذا الطلب في أثناء ذلك. يرجى إعادة تحميل الصفحة ثم المحاولة مرة أخرى.',
  },
  notInOrder: {
    en: 'This item is not part of the order.',
    ar: 'هذا المنتج ليس ضمن الطلب.',
  },
  returnNotDelivered: {
    en: 'This item can be returned once it is delivered.',
    ar: 'يمكن إرجاع هذا المنتج بعد تسليمه.',
  },
  returnDigital: {
    en: 'Digital products cannot be returned.',
    ar: 'لا يمكن إرجاع المنتجات الرقمية.',
  },
  returnFinalSale: {
    en: 'This product was sold as final sale and cannot be returned.',
    ar: 'بيع هذا المنتج بيعًا نهائيًا ولا يمكن إرجاعه.',
  },
  returnWindowClosed: {
    en: 'The {days}-day return window for this item has closed.',
    ar: 'انتهت مهلة الإرجاع البالغة {days} أيام لهذا المنتج.',
  },
  returnAlreadyRequested: {
    en: 'A return has already been requested for this item.',
    ar: 'سبق تقديم طلب إرجاع لهذا المنتج.',
  },
  refundRefused: {
    en: 'The payment provider refused the refund.',
    ar: 'رفض مزوّد الدفع عملية الاسترداد.',
  },
} as const satisfies Texts;

export type AfterSalesTextId = keyof typeof AFTER_SALES_TEXTS;

// Order status names (ORDER_STATUS in @bazaar/contract/constants names the same five ids), as
// the order history answers LatestStatusName and as the order e-mail says them.
import type { Texts } from './text.ts';

export const ORDER_STATUS_TEXTS = {
  Active: { en: 'Active', ar: 'نشط' },
  InProgress: { en: 'In Progress', ar: 'قيد التنفيذ' },
  Completed: { en: 'Completed', ar: 'مكتمل' },
  Returned: { en: 'Returned', ar: 'مُرتجع' },
  Refunded: { en: 'Refunded', ar: 'تم استرداد المبلغ' },
} as const satisfies Texts;

/** Payment method names by PAYMENT_METHOD id key, for the order e-mail. */
export const PAYMENT_METHOD_TEXTS = {
  OnlineWallet: { en: 'Online wallet', ar: 'محفظة إلكترونية' },
  Card: { en: 'Credit Card', ar: 'بطاقة ائتمان' },
  CashOnDelivery: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
} as const satisfies Texts;

/** The stages and events of an order's timeline (contract orders/fulfilment.ts StageEvent). */
export const STAGE_TEXTS = {
  placed: { en: 'Placed', ar: 'تم الطلب' },
  packed: { en: 'Packed', ar: 'تم التغليف' },
  shipped: { en: 'Shipped', ar: 'تم الشحن' },
  'out-for-delivery': { en: 'Out for delivery', ar: 'خرج للتوصيل' },
  delivered: { en: 'Delivered', ar: 'تم التوصيل' },
  cancelled: { en: 'Cancelled', ar: 'أُلغي' },
  'return-requested': { en: 'Return requested', ar: 'طُلب الإرجاع' },
  'return-approved': { en: 'Return approved', ar: 'تمت الموافقة على الإرجاع' },
  'return-rejected': { en: 'Return declined', ar: 'رُفض طلب الإرجاع' },
  returned: { en: 'Returned', ar: 'مُرتجع' },
  refunded: { en: 'Refunded', ar: 'تم استرداد المبلغ' },
} as const satisfies Texts;

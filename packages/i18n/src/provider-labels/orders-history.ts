// OrdersHistory (68): the orders table and the items of the order opened below it.
import type { Texts } from '../text.ts';

export const ordersHistoryProviderTexts = {
  lbl_ordrhis_orderno: { en: 'Order Number', ar: 'رقم الطلب' },
  lbl_ordrhis_orderdte: { en: 'Order Date', ar: 'تاريخ الطلب' },
  lbl_ordrhis_orderstatus: { en: 'Status', ar: 'الحالة' },
  lbl_ordrhis_totalitem: { en: 'Total Items', ar: 'عدد المنتجات' },
  lbl_ordrhis_total: { en: 'Total', ar: 'الإجمالي' },
  lbl_ordrhis_detail: { en: 'Detail', ar: 'التفاصيل' },
  lbl_ordrhis_continue_ship: { en: 'Continue Shopping', ar: 'متابعة التسوق' },
  lbl_ordrhis_cartitm: { en: 'Cart Items', ar: 'المنتجات المطلوبة' },
  lbl_ordrhis_prd: { en: 'Product', ar: 'المنتج' },
  // The product name column; the provider's Arabic-mode default for it ("Free") is a slip.
  lbl_ordrhis_prdnme: { en: 'Name', ar: 'الاسم' },
  lbl_ordrhis_price: { en: 'Unit Price', ar: 'سعر الوحدة' },
  lbl_ordrhis_qty: { en: 'Quantity', ar: 'الكمية' },
  lbl_ordrhis_itmtotal: { en: 'Item Total', ar: 'إجمالي المنتج' },
  lbl_ordrhis_isdigital: { en: 'Is Digital Product', ar: 'منتج رقمي؟' },
} as const satisfies Texts;

// The order confirmation page (issue #19, deviation 14), part of the OrdersHistory entity: the
// page loads with the orders' labels it shares (table headings, downloads).
import type { Texts } from '../text.ts';

export const orderConfirmationTexts = {
  lbl_ordconf_title: { en: 'Thank you, your order is placed', ar: 'شكرًا لك، تم تقديم طلبك' },
  lbl_ordconf_meta: {
    en: 'Your order at Bazaar: its number, items, payment and expected delivery.',
    ar: 'طلبك في بازار: رقمه ومنتجاته والدفع وموعد التوصيل المتوقع.',
  },
  lbl_ordconf_number: { en: 'Order number', ar: 'رقم الطلب' },
  lbl_ordconf_copy: { en: 'Copy', ar: 'نسخ' },
  lbl_ordconf_copy_number: { en: 'Copy order number {number}', ar: 'نسخ رقم الطلب {number}' },
  lbl_ordconf_copied: { en: 'Order number copied', ar: 'تم نسخ رقم الطلب' },
  lbl_ordconf_placed_on: { en: 'Placed on {date}', ar: 'تاريخ الطلب {date}' },
  lbl_ordconf_loading: { en: 'Loading your order…', ar: 'جارٍ تحميل طلبك…' },
  lbl_ordconf_load_failed: {
    en: 'Your order could not be loaded.',
    ar: 'تعذّر تحميل طلبك.',
  },
  lbl_ordconf_items: { en: 'Items', ar: 'المنتجات' },
  lbl_ordconf_address: { en: 'Delivery address', ar: 'عنوان التوصيل' },
  lbl_ordconf_mobile: { en: 'Mobile: {mobile}', ar: 'الجوال: {mobile}' },
  lbl_ordconf_payment: { en: 'Payment', ar: 'الدفع' },
  lbl_ordconf_method_card: { en: 'Card', ar: 'بطاقة' },
  lbl_ordconf_method_wallet: { en: 'Online wallet', ar: 'محفظة إلكترونية' },
  lbl_ordconf_method_cod: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
  lbl_ordconf_reference: { en: 'Payment reference: {reference}', ar: 'مرجع الدفع: {reference}' },
  lbl_ordconf_cod_note: {
    en: 'Please keep {total} ready for the courier.',
    ar: 'يرجى تجهيز مبلغ {total} لمندوب التوصيل.',
  },
  lbl_ordconf_summary: { en: 'Order summary', ar: 'ملخص الطلب' },
  lbl_ordconf_subtotal: { en: 'Subtotal', ar: 'المجموع الفرعي' },
  lbl_ordconf_shipping: { en: 'Shipping', ar: 'الشحن' },
  lbl_ordconf_free: { en: 'Free', ar: 'مجاني' },
  lbl_ordconf_discount: { en: 'Coupon discount ({code})', ar: 'خصم القسيمة ({code})' },
  lbl_ordconf_total: { en: 'Total', ar: 'الإجمالي' },
  lbl_ordconf_delivery: { en: 'Expected delivery', ar: 'موعد التوصيل المتوقع' },
  lbl_ordconf_delivery_range: { en: 'Between {from} and {to}', ar: 'بين {from} و{to}' },
  lbl_ordconf_delivery_on: { en: 'On {date}', ar: 'في {date}' },
  lbl_ordconf_digital_now: {
    en: 'Digital items are available now.',
    ar: 'المنتجات الرقمية متاحة الآن.',
  },
  lbl_ordconf_digital_after_payment: {
    en: 'Digital items can be downloaded once the order is paid and completed.',
    ar: 'يمكن تنزيل المنتجات الرقمية بعد دفع الطلب واكتماله.',
  },
  lbl_ordconf_downloads: { en: 'Your downloads', ar: 'تنزيلاتك' },
  lbl_ordconf_view_orders: { en: 'View your orders', ar: 'عرض طلباتك' },
  lbl_ordconf_continue: { en: 'Continue shopping', ar: 'متابعة التسوق' },
} as const satisfies Texts;

// Checkout (60): billing details, the order table, coupon and payment method.
import type { Texts } from '../text.ts';

export const checkoutProviderTexts = {
  lbl_check_billdetail: { en: 'Billing Details', ar: 'تفاصيل الفوترة' },
  lbl_check_country: { en: 'Country', ar: 'الدولة' },
  lbl_check_fname: { en: 'First Name', ar: 'الاسم الأول' },
  lbl_check_lname: { en: 'Last Name', ar: 'اسم العائلة' },
  lbl_check_shipadrs: { en: 'Shipping Address', ar: 'عنوان الشحن' },
  lbl_check_city: { en: 'City', ar: 'المدينة' },
  lbl_check_province: { en: 'State / Province', ar: 'الولاية / المقاطعة' },
  lbl_check_postcode: { en: 'Postcode / Zip', ar: 'الرمز البريدي' },
  lbl_check_email: { en: 'Email Address', ar: 'البريد الإلكتروني' },
  lbl_check_phone: { en: 'Phone', ar: 'الهاتف' },

  lbl_check_yrorder: { en: 'Your Order', ar: 'طلبك' },
  lbl_hdr_check_prdname: { en: 'Product Name', ar: 'اسم المنتج' },
  lbl_hdr_check_price: { en: 'Price', ar: 'السعر' },
  lbl_hdr_check_qty: { en: 'Quantity', ar: 'الكمية' },
  lbl_hdr_check_total: { en: 'Total', ar: 'الإجمالي' },
  lbl_check_cartsubtotal: { en: 'Cart Subtotal', ar: 'المجموع الفرعي للسلة' },
  lbl_check_shipping: { en: 'Shipping', ar: 'الشحن' },
  lbl_check_ordtotal: { en: 'Order Total', ar: 'إجمالي الطلب' },
  lbl_check_applycpn: { en: 'Apply Coupon', ar: 'تطبيق القسيمة' },
  lbl_check_paymethod: { en: 'Payment Method', ar: 'طريقة الدفع' },
  lbl_check_placeorder: { en: 'Place Order', ar: 'تأكيد الطلب' },
} as const satisfies Texts;

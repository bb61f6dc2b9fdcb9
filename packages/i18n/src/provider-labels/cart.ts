// Cart (59): the cart table, totals box and the variants pop-up.
import type { Texts } from '../text.ts';

export const cartProviderTexts = {
  lbl_hdr_cart_prod: { en: 'Product', ar: 'المنتج' },
  lbl_hdr_cart_name: { en: 'Name', ar: 'الاسم' },
  lbl_hdr_cart_vari: { en: 'Variants', ar: 'الخيارات' },
  lbl_hdr_cart_price: { en: 'Unit Price', ar: 'سعر الوحدة' },
  lbl_hdr_cart_qty: { en: 'Quantity', ar: 'الكمية' },
  lbl_hdr_cart_totl: { en: 'Total', ar: 'الإجمالي' },
  lbl_cart_cont_shop: { en: 'Continue Shopping', ar: 'متابعة التسوق' },
  lbl_cart_total: { en: 'Cart Totals', ar: 'إجماليات السلة' },
  lbl_cart_subtotal: { en: 'Subtotal', ar: 'المجموع الفرعي' },
  lbl_cart_shipping: { en: 'Shipping', ar: 'الشحن' },
  lbl_cart_total_2: { en: 'Total', ar: 'الإجمالي' },
  lbl_cart_proc_check: { en: 'Proceed to Checkout', ar: 'المتابعة إلى الدفع' },
  lbl_cart_product_variant: { en: 'Product Variants', ar: 'خيارات المنتج' },
} as const satisfies Texts;

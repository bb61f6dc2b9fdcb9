// Cart (59): the cart screen, its totals box, the variants dialog and the coupon form (which the
// checkout screen shows too, so checkout loads this entity beside its own). Ids the provider's
// storefront also reads for entity 59 (provider-labels/cart.ts) are taken from there, so the two
// can never answer one id with two texts.
import type { Texts } from '../text.ts';
import { cartProviderTexts } from '../provider-labels/cart.ts';

const shared = {
  lbl_hdr_cart_prod: cartProviderTexts.lbl_hdr_cart_prod,
  lbl_hdr_cart_price: cartProviderTexts.lbl_hdr_cart_price,
  lbl_hdr_cart_qty: cartProviderTexts.lbl_hdr_cart_qty,
  lbl_hdr_cart_totl: cartProviderTexts.lbl_hdr_cart_totl,
  lbl_cart_cont_shop: cartProviderTexts.lbl_cart_cont_shop,
  lbl_cart_total: cartProviderTexts.lbl_cart_total,
  lbl_cart_subtotal: cartProviderTexts.lbl_cart_subtotal,
  lbl_cart_shipping: cartProviderTexts.lbl_cart_shipping,
  lbl_cart_total_2: cartProviderTexts.lbl_cart_total_2,
  lbl_cart_proc_check: cartProviderTexts.lbl_cart_proc_check,
  lbl_cart_product_variant: cartProviderTexts.lbl_cart_product_variant,
} as const satisfies Texts;

export const cartTexts = {
  ...shared,
  lbl_cart_title: { en: 'Shopping Cart', ar: 'سلة التسوق' },
  lbl_cart_meta: {
    en: 'Your Bazaar shopping cart: check quantities and totals before checkout.',
    ar: 'سلة التسوق في بازار: راجع الكميات والإجماليات قبل إتمام الشراء.',
  },
  lbl_cart_items: { en: 'Items in your cart', ar: 'المنتجات في سلتك' },
  lbl_cart_color: { en: 'Colour: {name}', ar: 'اللون: {name}' },
  lbl_cart_size: { en: 'Size: {name}', ar: 'المقاس: {name}' },
  lbl_cart_show_variants: { en: 'Show variants of {name}', ar: 'عرض خيارات {name}' },
  lbl_cart_close: { en: 'Close', ar: 'إغلاق' },
  lbl_cart_no_variants: { en: 'No variants were chosen.', ar: 'لم يتم اختيار أي خيارات.' },
  lbl_cart_decrease: { en: 'Decrease quantity of {name}', ar: 'إنقاص كمية {name}' },
  lbl_cart_increase: { en: 'Increase quantity of {name}', ar: 'زيادة كمية {name}' },
  lbl_cart_remove: { en: 'Remove {name} from the cart', ar: 'إزالة {name} من السلة' },
  lbl_cart_free: { en: 'Free', ar: 'مجاني' },
  lbl_cart_updating: { en: 'Updating totals…', ar: 'جارٍ تحديث الإجماليات…' },
  lbl_cart_removed: {
    en: 'This product is no longer sold. Remove it to continue.',
    ar: 'لم يعد هذا المنتج معروضًا للبيع. أزله للمتابعة.',
  },
  lbl_cart_out_of_stock: {
    en: 'Out of stock. Remove it to continue.',
    ar: 'نفد من المخزون. أزله للمتابعة.',
  },
  lbl_cart_not_enough: {
    en: 'Only {n} left. Lower the quantity to {n} to continue.',
    ar: 'المتبقي {n} فقط. اخفض الكمية إلى {n} للمتابعة.',
  },
  lbl_cart_set_quantity: { en: 'Set quantity to {n}', ar: 'اجعل الكمية {n}' },
  lbl_cart_blocked: {
    en: 'Some items cannot be ordered as they are. Fix the marked items to check out.',
    ar: 'لا يمكن طلب بعض المنتجات كما هي. عدّل المنتجات المشار إليها لإتمام الشراء.',
  },
  lbl_cart_failed: {
    en: 'We could not price your cart just now.',
    ar: 'تعذر حساب أسعار سلتك الآن.',
  },
  lbl_cart_retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
  lbl_cart_empty_title: { en: 'Your cart is empty', ar: 'سلتك فارغة' },
  lbl_cart_empty_text: {
    en: 'Browse our collections and add what you like.',
    ar: 'تصفح مجموعاتنا وأضف ما يعجبك.',
  },
  lbl_cart_start_shopping: { en: 'Start shopping', ar: 'ابدأ التسوق' },
  lbl_coupon_title: { en: 'Coupon', ar: 'القسيمة' },
  lbl_coupon_code: { en: 'Coupon code', ar: 'رمز القسيمة' },
  lbl_coupon_apply: { en: 'Apply Coupon', ar: 'تطبيق القسيمة' },
  lbl_coupon_applied: { en: 'Coupon {code} applied', ar: 'تم تطبيق القسيمة {code}' },
  lbl_coupon_discount: { en: 'Discount', ar: 'الخصم' },
  lbl_coupon_total: { en: 'Total after discount', ar: 'الإجمالي بعد الخصم' },
  lbl_cart_free_delivery_left: {
    en: 'Add {amount} more for free delivery',
    ar: 'أضف {amount} أخرى للحصول على توصيل مجاني',
  },
  lbl_cart_free_delivery: { en: 'You get free delivery', ar: 'طلبك يحصل على توصيل مجاني' },
  lbl_cart_incl_taxes: { en: 'Inclusive of all taxes', ar: 'شامل جميع الضرائب' },
  lbl_coupon_remove: { en: 'Remove coupon', ar: 'إزالة القسيمة' },
} as const satisfies Texts;

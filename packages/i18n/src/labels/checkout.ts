// Checkout (60): the provider's ids (billing, order table, coupon, payment method) and what
// Bazaar's checkout adds: why Place Order waits for an address, order notes, the payment
// choices, the cash-on-delivery confirmation and the sandbox wallet's modal.
import type { Texts } from '../text.ts';
import { checkoutProviderTexts } from '../provider-labels/checkout.ts';

export const checkoutTexts = {
  ...checkoutProviderTexts,
  lbl_check_meta: {
    en: 'Check your details and order, then pay by card, online wallet or cash on delivery.',
    ar: 'راجع بياناتك وطلبك، ثم ادفع بالبطاقة أو بالمحفظة الإلكترونية أو نقدًا عند الاستلام.',
  },
  lbl_check_ordernotes: { en: 'Order Notes', ar: 'ملاحظات الطلب' },
  lbl_check_ordernotes_hint: {
    en: 'Notes about your order, e.g. special notes for delivery.',
    ar: 'ملاحظات حول طلبك، مثل تعليمات خاصة للتوصيل.',
  },
  lbl_check_discounted_total: { en: 'Discounted Total', ar: 'الإجمالي بعد الخصم' },
  lbl_check_free: { en: 'Free', ar: 'مجاني' },
  lbl_check_incl_taxes: { en: 'Inclusive of all taxes', ar: 'شامل جميع الضرائب' },
  lbl_check_loading_order: { en: 'Loading your order…', ar: 'جارٍ تحميل طلبك…' },
  lbl_check_load_failed: {
    en: 'Your order could not be loaded.',
    ar: 'تعذّر تحميل طلبك.',
  },
  lbl_check_unavailable: {
    en: 'Some items cannot be ordered as they are. Please update your cart.',
    ar: 'بعض المنتجات لا يمكن طلبها كما هي. يرجى تحديث سلتك.',
  },
  lbl_check_hold_choose: {
    en: 'Choose or add a delivery address to place your order.',
    ar: 'اختر عنوان توصيل أو أضف عنوانًا لتقديم طلبك.',
  },
  lbl_check_hold_fix: {
    en: 'The chosen delivery address is incomplete. Please edit it or choose another.',
    ar: 'عنوان التوصيل المختار غير مكتمل. يرجى تعديله أو اختيار عنوان آخر.',
  },
  lbl_check_back_to_cart: { en: 'Back to cart', ar: 'العودة إلى السلة' },
  lbl_check_pay_card: { en: 'Credit Card', ar: 'بطاقة ائتمان' },
  lbl_check_pay_wallet: { en: 'Online wallet', ar: 'محفظة إلكترونية' },
  lbl_check_pay_cod: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
  lbl_check_placing: { en: 'Placing order…', ar: 'جارٍ تقديم الطلب…' },
  lbl_check_confirm_title: { en: 'Place order', ar: 'تقديم الطلب' },
  lbl_check_confirm_yes: { en: 'Yes, place order', ar: 'نعم، قدّم الطلب' },
  lbl_check_cancel: { en: 'Cancel', ar: 'إلغاء' },
  lbl_check_test_mode: { en: 'Test mode — no real money', ar: 'وضع الاختبار — لا أموال حقيقية' },
  lbl_check_sheet_unavailable: {
    en: 'The payment window could not be opened. Please check your connection and try again.',
    ar: 'تعذّر فتح نافذة الدفع. يرجى التحقق من اتصالك ثم المحاولة مرة أخرى.',
  },
  lbl_check_wallet_title: { en: 'Pay with online wallet', ar: 'الدفع بالمحفظة الإلكترونية' },
  lbl_check_wallet_preparing: {
    en: 'Preparing your wallet payment…',
    ar: 'جارٍ تجهيز الدفع بالمحفظة…',
  },
  lbl_check_wallet_amount: { en: 'Amount to pay', ar: 'المبلغ المطلوب' },
  lbl_check_wallet_intro: {
    en: 'Approve this payment in your wallet to place the order.',
    ar: 'وافق على هذه الدفعة في محفظتك لتقديم الطلب.',
  },
  lbl_check_wallet_approve: { en: 'Approve payment', ar: 'الموافقة على الدفع' },
  lbl_check_wallet_approving: { en: 'Approving…', ar: 'جارٍ الموافقة…' },
  lbl_check_wallet_approved: {
    en: 'Payment approved. Placing your order…',
    ar: 'تمت الموافقة على الدفع. جارٍ تقديم طلبك…',
  },
  lbl_check_confirm_total: { en: 'Total to pay on delivery', ar: 'المبلغ المطلوب عند الاستلام' },
  lbl_check_attempt_checking: {
    en: 'Checking whether your order was placed…',
    ar: 'جارٍ التحقق مما إذا كان طلبك قد تم تقديمه…',
  },
  lbl_check_attempt_unconfirmed: {
    en: 'We could not confirm your order because the connection was lost. It may already have been placed. Press Place Order to check: you will not be charged twice.',
    ar: 'تعذّر تأكيد طلبك بسبب انقطاع الاتصال، وربما تم تقديمه بالفعل. اضغط «تأكيد الطلب» للتحقق: لن يتم خصم المبلغ مرتين.',
  },
  lbl_check_attempt_running: {
    en: 'Your order is still being placed. Please wait a moment, then press Place Order to check.',
    ar: 'لا يزال طلبك قيد التقديم. يرجى الانتظار قليلًا، ثم اضغط «تأكيد الطلب» للتحقق.',
  },
} as const satisfies Texts;

// Labels shared by every screen: breadcrumb, page chrome, placeholder page titles, product cards.
import type { Texts } from '../text.ts';

export const commonTexts = {
  lbl_cmn_home: { en: 'Home', ar: 'الرئيسية' },
  lbl_cmn_breadcrumb: { en: 'Breadcrumb', ar: 'مسار التنقل' },
  lbl_cmn_site_name: { en: 'Bazaar', ar: 'بازار' },
  lbl_cmn_meta_description: {
    en: 'Bazaar department stores online: apparel, fragrance, accessories, cosmetics, footwear and home decor, delivered across India.',
    ar: 'متاجر بازار على الإنترنت: ملابس وعطور وإكسسوارات ومستحضرات تجميل وأحذية وديكور منزلي، مع التوصيل في جميع أنحاء الهند.',
  },
  lbl_cmn_skip_to_content: { en: 'Skip to main content', ar: 'انتقل إلى المحتوى الرئيسي' },
  lbl_cmn_loading: { en: 'Loading…', ar: 'جارٍ التحميل…' },
  lbl_cmn_close: { en: 'Close', ar: 'إغلاق' },
  lbl_cmn_notifications: { en: 'Notifications', ar: 'الإشعارات' },
  lbl_cmn_go_top: { en: 'Back to top', ar: 'العودة إلى الأعلى' },
  lbl_cmn_chat: { en: 'Chat with us on WhatsApp', ar: 'تحدث معنا عبر واتساب' },
  lbl_cmn_not_found_title: { en: 'Page not found', ar: 'الصفحة غير موجودة' },
  lbl_cmn_not_found_text: {
    en: 'The page you are looking for does not exist or has been moved.',
    ar: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  },
  lbl_cmn_back_home: { en: 'Back to home', ar: 'العودة إلى الرئيسية' },
  lbl_cmn_error_title: { en: 'Something went wrong', ar: 'حدث خطأ ما' },
  lbl_cmn_error_text: {
    en: 'This page could not be shown. Please try again.',
    ar: 'تعذر عرض هذه الصفحة. يرجى المحاولة مرة أخرى.',
  },
  lbl_cmn_retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
  lbl_cmn_all_products: { en: 'All Products', ar: 'جميع المنتجات' },
  lbl_cmn_product_detail: { en: 'Product Detail', ar: 'تفاصيل المنتج' },
  lbl_cmn_login: { en: 'Login', ar: 'تسجيل الدخول' },
  lbl_cmn_signup: { en: 'Sign Up', ar: 'إنشاء حساب' },
  lbl_cmn_reset_password: { en: 'Reset Password', ar: 'إعادة تعيين كلمة المرور' },
  lbl_cmn_checkout: { en: 'Checkout', ar: 'إتمام الشراء' },
  lbl_cmn_update_profile: { en: 'Update Profile', ar: 'تحديث الملف الشخصي' },
  lbl_cmn_orders_history: { en: 'Orders History', ar: 'سجل الطلبات' },
  lbl_cmn_become_seller: { en: 'Become Seller', ar: 'كن بائعًا' },
  lbl_cmn_price: { en: 'Price', ar: 'السعر' },
  lbl_cmn_original_price: { en: 'Original price', ar: 'السعر الأصلي' },
  lbl_cmn_rating: { en: 'Rated {n} out of 5', ar: 'التقييم {n} من 5' },
  lbl_cmn_add_to_cart: { en: 'Add to cart', ar: 'أضف إلى السلة' },
  lbl_cmn_add_to_wishlist: { en: 'Add to wish list', ar: 'أضف إلى قائمة الأمنيات' },
  lbl_cmn_in_wishlist: { en: 'In your wish list', ar: 'في قائمة أمنياتك' },
  lbl_cmn_percent_off: { en: '{n}% off', ar: 'خصم {n}%' },
  // Account forms (login, signup, profile, reset, seller request): shared field parts.
  lbl_cmn_show_password: { en: 'Show password', ar: 'إظهار كلمة المرور' },
  lbl_cmn_password_hint: {
    en: 'At least {n} characters, and not a commonly used password.',
    ar: '{n} أحرف على الأقل، وليست كلمة مرور شائعة الاستخدام.',
  },
  lbl_cmn_required_note: {
    en: 'Fields marked * are required.',
    ar: 'الحقول المعلَّمة بـ * مطلوبة.',
  },
  lbl_cmn_select_country: { en: 'Select Country', ar: 'اختر الدولة' },
  lbl_cmn_select_state: { en: 'Select State', ar: 'اختر الولاية/المقاطعة' },
  lbl_cmn_select_city: { en: 'Select City', ar: 'اختر المدينة' },
} as const satisfies Texts;

// Navbar entity (77): top header, main navbar, mega-menu, search and account area — the whole
// header, fetched in one request. The wish list panel's labels load with it (labels/wishlist.ts).
import type { Texts } from '../text.ts';

export const headerTexts = {
  lbl_hdr_top_links: { en: 'Shop information', ar: 'معلومات المتجر' },
  lbl_hdr_about: { en: 'About', ar: 'من نحن' },
  lbl_hdr_faq: { en: "FAQ's", ar: 'الأسئلة الشائعة' },
  lbl_hdr_contact: { en: 'Contact', ar: 'اتصل بنا' },
  lbl_hdr_become_seller: { en: 'Become Seller', ar: 'كن بائعًا' },
  lbl_hdr_wishlist: { en: 'Wishlist', ar: 'قائمة الأمنيات' },
  lbl_hdr_language: { en: 'Language', ar: 'اللغة' },
  lbl_hdr_main_nav: { en: 'Main navigation', ar: 'التنقل الرئيسي' },
  lbl_hdr_menu: { en: 'Menu', ar: 'القائمة' },
  lbl_hdr_logo_alt: { en: 'Bazaar home', ar: 'بازار - الصفحة الرئيسية' },
  lbl_hdr_home: { en: 'Home', ar: 'الرئيسية' },
  lbl_hdr_all_products: { en: 'All Products', ar: 'جميع المنتجات' },
  lbl_hdr_categories: { en: 'Categories', ar: 'الفئات' },
  lbl_hdr_search_label: { en: 'Search products', ar: 'ابحث عن المنتجات' },
  lbl_hdr_search_placeholder: { en: 'Search for products…', ar: 'ابحث عن منتج…' },
  lbl_hdr_search: { en: 'Search', ar: 'بحث' },
  lbl_hdr_suggestions: { en: 'Search suggestions', ar: 'اقتراحات البحث' },
  lbl_hdr_suggested_products: { en: 'Products', ar: 'المنتجات' },
  lbl_hdr_suggested_categories: { en: 'Categories', ar: 'الفئات' },
  lbl_hdr_did_you_mean: { en: 'Did you mean {term}?', ar: 'هل تقصد {term}؟' },
  lbl_hdr_login: { en: 'Login', ar: 'تسجيل الدخول' },
  lbl_hdr_logout: { en: 'Logout', ar: 'تسجيل الخروج' },
  lbl_hdr_cart: { en: 'Cart', ar: 'السلة' },
  lbl_hdr_my_account: { en: 'My account', ar: 'حسابي' },
  lbl_hdr_update_profile: { en: '1. Update Profile', ar: '1. تحديث الملف الشخصي' },
  lbl_hdr_order_history: { en: '2. View Order History', ar: '2. عرض سجل الطلبات' },
  lbl_hdr_addresses: { en: '3. My Addresses', ar: '3. عناويني' },
} as const satisfies Texts;

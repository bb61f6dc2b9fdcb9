// MegaMenu (76): the provider storefront's main navigation, account links and cart button.
import type { Texts } from '../text.ts';

export const megaMenuProviderTexts = {
  lbl_mgmenu_home: { en: 'Home', ar: 'الرئيسية' },
  lbl_mgmenu_products: { en: 'All Products', ar: 'جميع المنتجات' },
  lbl_mgmenu_category: { en: 'Categories', ar: 'الفئات' },
  lbl_mgmenu_login: { en: 'Login', ar: 'تسجيل الدخول' },
  lbl_mgmenu_logout: { en: 'Logout', ar: 'تسجيل الخروج' },
  lbl_mgmenu_cart: { en: 'Cart', ar: 'السلة' },
} as const satisfies Texts;

// TopHeader (78): the provider storefront's row of shop links above the navbar.
import type { Texts } from '../text.ts';

export const topHeaderProviderTexts = {
  lbl_thead_about: { en: 'About', ar: 'من نحن' },
  lbl_thead_faq: { en: "FAQ's", ar: 'الأسئلة الشائعة' },
  lbl_thead_contct: { en: 'Contact', ar: 'اتصل بنا' },
  lbl_thead_seller: { en: 'Become Seller', ar: 'كن بائعًا' },
  lbl_thead_wishlist: { en: 'Wishlist', ar: 'قائمة الأمنيات' },
} as const satisfies Texts;

// Wishlist (80): the wish list side panel. Its "Clear Wishlist" button carries lbl_wishlist_clrlist
// but reads lbl_wishlist_contshop; both ids are answered.
import type { Texts } from '../text.ts';

export const wishlistProviderTexts = {
  lbl_wishlist_title: { en: 'My Wish List', ar: 'قائمة أمنياتي' },
  lbl_wishlist_contshop: { en: 'Continue Shopping', ar: 'متابعة التسوق' },
  lbl_wishlist_clrlist: { en: 'Clear Wishlist', ar: 'مسح قائمة الأمنيات' },
} as const satisfies Texts;

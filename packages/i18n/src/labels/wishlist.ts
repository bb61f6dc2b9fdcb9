// Wishlist (80): the wish list side panel, loaded with the panel. Ids the provider's storefront
// also reads for entity 80 (provider-labels/wishlist.ts) are taken from there, so the two can
// never answer one id with two texts.
import type { Texts } from '../text.ts';
import { wishlistProviderTexts } from '../provider-labels/wishlist.ts';

export const wishlistTexts = {
  lbl_wishlist_title: wishlistProviderTexts.lbl_wishlist_title,
  lbl_wishlist_contshop: wishlistProviderTexts.lbl_wishlist_contshop,
  lbl_wishlist_clrlist: wishlistProviderTexts.lbl_wishlist_clrlist,
  lbl_wishlist_empty: { en: 'Your wish list is empty.', ar: 'قائمة أمنياتك فارغة.' },
  lbl_wishlist_move: { en: 'Move to cart', ar: 'نقل إلى السلة' },
  lbl_wishlist_move_named: { en: 'Move {name} to the cart', ar: 'نقل {name} إلى السلة' },
  lbl_wishlist_remove: { en: 'Remove', ar: 'إزالة' },
} as const satisfies Texts;

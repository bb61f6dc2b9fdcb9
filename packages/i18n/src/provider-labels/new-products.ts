// NewProducts (81): the recent products strip on home. Its "View All" link reads the popular
// strip's id, so that id is answered here too.
import type { Texts } from '../text.ts';

export const newProductsProviderTexts = {
  lbl_rcntprd_title: { en: 'Recent Products', ar: 'أحدث المنتجات' },
  lbl_popprd_viewall: { en: 'View All', ar: 'عرض الكل' },
  lbl_rcntprd_viewall: { en: 'View All', ar: 'عرض الكل' },
} as const satisfies Texts;

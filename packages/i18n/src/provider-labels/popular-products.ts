// PopularProducts (82): the popular products strip on home.
import type { Texts } from '../text.ts';

export const popularProductsProviderTexts = {
  lbl_popprd_title: { en: 'Popular Products', ar: 'المنتجات الأكثر رواجًا' },
  lbl_popprd_viewall: { en: 'View All', ar: 'عرض الكل' },
} as const satisfies Texts;

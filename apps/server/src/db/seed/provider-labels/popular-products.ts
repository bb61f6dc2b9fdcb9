// PopularProducts (82): the popular products strip on home.
import type { LabelPairs } from './label-pair.ts';

export const popularProductsLabels = {
  lbl_popprd_title: { en: 'Popular Products', ar: 'المنتجات الأكثر رواجًا' },
  lbl_popprd_viewall: { en: 'View All', ar: 'عرض الكل' },
} satisfies LabelPairs;

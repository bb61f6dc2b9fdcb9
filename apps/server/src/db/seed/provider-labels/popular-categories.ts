// PopularCategories (89): the category boxes on home ("12 Products", "Shop Now").
import type { LabelPairs } from './label-pair.ts';

export const popularCategoriesLabels = {
  lbl_popct_category: { en: 'Popular Categories!', ar: 'الفئات الأكثر رواجًا!' },
  lbl_popct_prd: { en: 'Products', ar: 'منتجات' },
  lbl_popct_shopnow: { en: 'Shop Now', ar: 'تسوّق الآن' },
} satisfies LabelPairs;

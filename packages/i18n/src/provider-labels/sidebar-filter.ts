// SiteLeftSidebarFilter (90): the listing page's filter headings and its popular products box.
import type { Texts } from '../text.ts';

export const sidebarFilterProviderTexts = {
  lbl_lftfilt_category: { en: 'Categories', ar: 'الفئات' },
  lbl_lftfilt_brand: { en: 'Brands', ar: 'العلامات التجارية' },
  lbl_lftfilt_size: { en: 'Size', ar: 'المقاس' },
  lbl_lftfilt_price: { en: 'Price', ar: 'السعر' },
  lbl_lftfilt_rating: { en: 'Rating', ar: 'التقييم' },
  lbl_lftfilt_tags: { en: 'Popular Tags', ar: 'الوسوم الشائعة' },
  lbl_lftfilt_trending: { en: 'Top Trending', ar: 'الأكثر رواجًا' },
  lbl_lftfilt_collection: { en: 'Spring/Summer 2023 Collection', ar: 'مجموعة ربيع وصيف 2023' },
  lbl_lftfilt_pop_prod: { en: 'Popular Products', ar: 'المنتجات الأكثر رواجًا' },
} as const satisfies Texts;

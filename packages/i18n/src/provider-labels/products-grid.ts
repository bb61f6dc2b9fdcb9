// ProductsGridTypeOne (84): the product card grid used by every product list.
import type { Texts } from '../text.ts';

export const productsGridProviderTexts = {
  lbl_prd_gridone_viewdetail: { en: 'View Detail', ar: 'عرض التفاصيل' },
} as const satisfies Texts;

// ProductsGridTypeOne (84): the product card grid used by every product list.
import type { LabelPairs } from './label-pair.ts';

export const productsGridLabels = {
  lbl_prd_gridone_viewdetail: { en: 'View Detail', ar: 'عرض التفاصيل' },
} satisfies LabelPairs;

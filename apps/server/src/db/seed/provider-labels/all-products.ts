// AllProducts (66): the listing page's heading.
import type { LabelPairs } from './label-pair.ts';

export const allProductsLabels = {
  lbl_allprd_allproduct: { en: 'All Products', ar: 'جميع المنتجات' },
} satisfies LabelPairs;

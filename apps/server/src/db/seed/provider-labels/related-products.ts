// RelatedProducts (86): the strip under a product's details.
import type { LabelPairs } from './label-pair.ts';

export const relatedProductsLabels = {
  lbl_related_rltproduct: { en: 'Related Products', ar: 'منتجات ذات صلة' },
} satisfies LabelPairs;

// RelatedProducts (86): the strip under a product's details.
import type { Texts } from '../text.ts';

export const relatedProductsProviderTexts = {
  lbl_related_rltproduct: { en: 'Related Products', ar: 'منتجات ذات صلة' },
} as const satisfies Texts;

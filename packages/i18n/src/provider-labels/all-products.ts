// AllProducts (66): the listing page's heading.
import type { Texts } from '../text.ts';

export const allProductsProviderTexts = {
  lbl_allprd_allproduct: { en: 'All Products', ar: 'جميع المنتجات' },
} as const satisfies Texts;

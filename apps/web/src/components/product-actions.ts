// What a product card's buttons do. Cards are shared UI and may not import the cart entity, so
// app/ provides the actions (app/product-actions-provider.tsx) and cards read them from here;
// without a provider (tests of a card alone) the buttons are not shown.
import { createContext, useContext } from 'react';
import type { RowOf } from '@bazaar/contract/api-schemas';

export type ProductCardRow = RowOf<'getPopularProducts'> & {
  /** Present on answers that carry it (the detail row); cards show it beside the rating. */
  TotalReviews?: number;
};

export interface ProductActions {
  /** Runs the §5 checks and adds the product, or sends the shopper to choose on its page. */
  addToCart: (product: ProductCardRow) => Promise<void>;
  addToWishlist: (product: ProductCardRow) => void;
  isInWishlist: (productId: number) => boolean;
}

export const ProductActionsContext = createContext<ProductActions | null>(null);

export function useProductActions(): ProductActions | null {
  return useContext(ProductActionsContext);
}

// What a product card's buttons (and the wish list panel's Move to cart) do. Cards are shared UI and may not import the cart feature, so
// app/ provides the actions (app/product-actions-provider.tsx) and cards read them from here;
// without a provider (tests of a card alone) the buttons are not shown.
import { createContext, useContext } from 'react';
import type { RowOf } from '@bazaar/contract/api-schemas';
import type { WishlistItem } from '../store/cart-slice.ts';

export type ProductCardRow = RowOf<'getPopularProducts'> & {
  /** Present on answers that carry it (the detail row); cards show it beside the rating. */
  TotalReviews?: number;
};

export interface ProductActions {
  /** Runs the §5 checks and adds the product, or sends the shopper to choose on its page. */
  addToCart: (product: ProductCardRow) => Promise<void>;
  addToWishlist: (product: ProductCardRow) => void;
  isInWishlist: (productId: number) => boolean;
  /**
   * Moves a wish list item to the cart through the same §5 checks, with the size and colour it
   * was saved with; true when it was moved (and left the wish list). A missing choice sends the
   * shopper to the product's page, as from a card.
   */
  moveToCart: (item: WishlistItem) => Promise<boolean>;
}

export const ProductActionsContext = createContext<ProductActions | null>(null);

export function useProductActions(): ProductActions | null {
  return useContext(ProductActionsContext);
}

// Provides the product cards' actions (components/product-actions.ts): cards are shared UI and
// may not import the cart entity, so app/ composes them. The work itself
// (entities/cart/card-actions.ts) loads on the first click, outside the home page's first load.
import { useMemo, type ReactNode } from 'react';
import { useAppSelector } from '../store/hooks.ts';
import { ProductActionsContext, type ProductActions } from '../components/product-actions.ts';
import { selectWishlist } from '../entities/cart/cart-slice.ts';
import { useCardContext } from '../entities/cart/use-card-context.ts';

const load = () => import('../entities/cart/card-actions.ts');

export function ProductActionsProvider({ children }: { children: ReactNode }) {
  const context = useCardContext();
  const wishlist = useAppSelector(selectWishlist);

  const actions = useMemo<ProductActions>(
    () => ({
      addToCart: async (product) => (await load()).addToCart(product, context.current),
      addToWishlist: (product) => {
        void load().then((module) => module.addToWishlist(product, context.current));
      },
      isInWishlist: (productId) => wishlist.some((item) => item.ProductId === productId),
    }),
    [wishlist, context],
  );

  return (
    <ProductActionsContext.Provider value={actions}>{children}</ProductActionsContext.Provider>
  );
}

// Provides the product cards' actions (components/product-actions.ts): cards are shared UI and
// may not import the cart feature, so app/ composes them. The work itself
// (product-card-actions.ts) loads on the first click, outside the home page's first load.
import { useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../i18n/language.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { ProductActionsContext, type ProductActions } from '../components/product-actions.ts';
import type { CardContext } from './product-card-actions.ts';

const load = () => import('./product-card-actions.ts');

export function ProductActionsProvider({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => state.cart);
  // The latest cart when a click's code has loaded, not the one of the click's render.
  const context = useRef<CardContext>({ lang, navigate, dispatch, cart });
  context.current = { lang, navigate, dispatch, cart };

  const actions = useMemo<ProductActions>(
    () => ({
      addToCart: async (product) => (await load()).addToCart(product, context.current),
      addToWishlist: (product) => {
        void load().then((module) => module.addToWishlist(product, context.current));
      },
      moveToCart: async (item) => (await load()).moveToCart(item, context.current),
      isInWishlist: (productId) =>
        cart.customerWishList.some((item) => item.ProductId === productId),
    }),
    [cart.customerWishList],
  );

  return (
    <ProductActionsContext.Provider value={actions}>{children}</ProductActionsContext.Provider>
  );
}

// The product cards' add-to-cart and wishlist actions (components/product-actions.ts), composed
// here because they join shared UI with the cart feature's slice. Add to cart asks the product's
// detail and attributes for the §5 checks; a product that needs a size, colour or variant sends
// the shopper to its page to choose, with the spec's message.
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { t } from '@bazaar/i18n/messages';
import { callApi } from '../api/client.ts';
import { useLanguage } from '../i18n/language.ts';
import { checkAddToCart } from '../lib/add-to-cart-check.ts';
import { paths } from '../lib/paths.ts';
import { showToast } from '../lib/toast.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import {
  ProductActionsContext,
  type ProductActions,
  type ProductCardRow,
} from '../components/product-actions.ts';
import { addedToCart, addedToWishlist, isInCart } from '../features/cart/cart-slice.ts';

export function ProductActionsProvider({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => state.cart);

  const actions = useMemo<ProductActions>(() => {
    const defaultImage = (product: ProductCardRow) =>
      product.ProductImagesJson[0]?.AttachmentURL ?? '';
    return {
      async addToCart(product) {
        if (isInCart(cart, product.ProductId)) {
          showToast('error', t(lang, 'cartDuplicate'));
          return;
        }
        const params = { ProductId: product.ProductId, languageCode: lang };
        const [detail, attributes] = await Promise.all([
          callApi('getProductDetail', params, { toastOnError: true }),
          callApi('getProductAttributes', params, { toastOnError: true }),
        ]);
        if (!detail.ok || !attributes.ok) return;
        const row = detail.data[0];
        const check = checkAddToCart({
          productId: row?.ProductId ?? 0,
          stockQuantity: row?.StockQuantity ?? 0,
          sizeCount: row?.ProductSizesJson.length ?? 0,
          colorCount: row?.ProductColorsJson.length ?? 0,
          attributes: attributes.data,
          quantity: 1,
        });
        if (!check.ok) {
          showToast(check.choose ? 'info' : 'error', t(lang, check.message, check.params));
          if (check.choose) {
            void navigate(
              paths.product(lang, product.ProductId, product.ProductName, product.CategoryName),
            );
          }
          return;
        }
        dispatch(
          addedToCart({
            ProductId: product.ProductId,
            productSelectedAttributes: [],
            Quantity: 1,
            ShippingCharges: 0,
            DefaultImage: defaultImage(product),
          }),
        );
        showToast('success', t(lang, 'cartAdded'));
      },
      addToWishlist(product) {
        if (cart.customerWishList.some((item) => item.ProductId === product.ProductId)) {
          showToast('error', t(lang, 'wishlistDuplicate'));
          return;
        }
        dispatch(
          addedToWishlist({
            ProductId: product.ProductId,
            ProductName: product.ProductName,
            Price: product.Price,
            DiscountedPrice: product.DiscountedPrice,
            DiscountId: product.DiscountId,
            IsDiscountCalculated: product.IsDiscountCalculated,
            CouponCode: product.CouponCode,
            SizeId: null,
            SizeShortName: '',
            ColorId: null,
            ColorName: '',
            Quantity: 1,
            ShippingCharges: 0,
            DefaultImage: defaultImage(product),
          }),
        );
        showToast('success', t(lang, 'wishlistAdded'));
      },
      isInWishlist: (productId) =>
        cart.customerWishList.some((item) => item.ProductId === productId),
    };
  }, [cart, dispatch, lang, navigate]);

  return (
    <ProductActionsContext.Provider value={actions}>{children}</ProductActionsContext.Provider>
  );
}

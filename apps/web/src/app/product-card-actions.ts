// What a product card's buttons do (app/product-actions-provider.tsx loads this on the first
// click, so the home page's first load does not carry it). Add to cart asks the product's detail
// and attributes for the §5 checks; a product that needs a size, colour or variant sends the
// shopper to its page to choose, with the spec's message.
import type { NavigateFunction } from 'react-router';
import type { LanguageCode } from '@bazaar/contract/constants';
import { t } from '@bazaar/i18n/messages';
import { callApi } from '../api/client.ts';
import { checkAddToCart } from '../lib/add-to-cart-check.ts';
import { paths } from '../lib/paths.ts';
import { showToast } from '../lib/toast.ts';
import type { ProductCardRow } from '../components/product-actions.ts';
import {
  addedToCart,
  addedToWishlist,
  isInCart,
  isInWishlist,
  type CartState,
} from '../features/cart/cart-slice.ts';
import type { AppDispatch } from './store.ts';

export interface CardContext {
  lang: LanguageCode;
  navigate: NavigateFunction;
  dispatch: AppDispatch;
  cart: CartState;
}

const defaultImage = (product: ProductCardRow) => product.ProductImagesJson[0]?.AttachmentURL ?? '';

export async function addToCart(
  product: ProductCardRow,
  { lang, navigate, dispatch, cart }: CardContext,
) {
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
}

export function addToWishlist(product: ProductCardRow, { lang, dispatch, cart }: CardContext) {
  if (isInWishlist(cart, product.ProductId)) {
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
}

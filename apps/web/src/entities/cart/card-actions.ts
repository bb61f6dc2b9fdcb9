// What a product card's buttons and the wish list's Move to cart do. Loaded on the first click
// (app/product-actions-provider.tsx, features/cart/wishlist-panel.tsx's own chunk), so the home
// page's first load does not carry it.
// Adding asks the product's detail and attributes for the §5 checks; a product that needs a
// size, colour or variant not yet chosen sends the shopper to its page, with the spec's message.
import type { NavigateFunction } from 'react-router';
import { checkAddToCart } from '@bazaar/contract/add-to-cart-check';
import { ATTRIBUTE_KIND } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { t } from '@bazaar/i18n/messages';
import { callApi } from '../../api/client.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import type { ProductCardRow } from '../../components/product-actions.ts';
import type { RegisteredDispatch } from '../../store/registry.ts';
import { addLine } from './add-line.ts';
import {
  addedToWishlist,
  isInWishlist,
  removedFromWishlist,
  UNCHOSEN_WISH,
  type CartLine,
  type CartState,
  type WishlistItem,
} from './cart-slice.ts';

export interface CardContext {
  lang: Lang;
  navigate: NavigateFunction;
  dispatch: RegisteredDispatch;
  cart: CartState;
}

const defaultImage = (product: ProductCardRow) => product.ProductImagesJson[0]?.AttachmentURL ?? '';

type Choice = Pick<
  CartLine['productSelectedAttributes'][number],
  'ProductAttributeID' | 'PrimaryKeyValue'
>;

/** What is to be added: a card's product (nothing chosen) or a wish list item (its choices). */
interface Candidate {
  productId: number;
  productName: string;
  categoryName?: string;
  image: string;
  chosen: readonly Choice[];
  quantity: number;
}

export async function addToCart(product: ProductCardRow, context: CardContext): Promise<void> {
  await addChecked(
    {
      productId: product.ProductId,
      productName: product.ProductName,
      categoryName: product.CategoryName,
      image: defaultImage(product),
      chosen: [],
      quantity: 1,
    },
    context,
  );
}

/** Wish list → cart with the size and colour the item was saved with (spec §5 checks). */
export async function moveToCart(item: WishlistItem, context: CardContext): Promise<boolean> {
  const chosen: Choice[] = [];
  if (item.SizeId)
    chosen.push({ ProductAttributeID: ATTRIBUTE_KIND.Size, PrimaryKeyValue: item.SizeId });
  if (item.ColorId) {
    chosen.push({ ProductAttributeID: ATTRIBUTE_KIND.Color, PrimaryKeyValue: item.ColorId });
  }
  const moved = await addChecked(
    {
      productId: item.ProductId,
      productName: item.ProductName,
      image: item.DefaultImage,
      chosen,
      quantity: item.Quantity,
    },
    context,
  );
  if (moved) context.dispatch(removedFromWishlist(item.ProductId));
  return moved;
}

async function addChecked(candidate: Candidate, { lang, navigate, dispatch, cart }: CardContext) {
  const params = { ProductId: candidate.productId, languageCode: lang };
  const [detail, attributes] = await Promise.all([
    callApi('getProductDetail', params, { toastOnError: true }),
    callApi('getProductAttributes', params, { toastOnError: true }),
  ]);
  if (!detail.ok || !attributes.ok) return false;
  const row = detail.data[0];
  // A choice counts only while the product still offers it.
  const offered = candidate.chosen.filter((choice) => {
    if (choice.ProductAttributeID === ATTRIBUTE_KIND.Size) {
      return row?.ProductSizesJson.some((size) => size.SizeID === choice.PrimaryKeyValue);
    }
    if (choice.ProductAttributeID === ATTRIBUTE_KIND.Color) {
      return row?.ProductColorsJson.some((color) => color.ColorID === choice.PrimaryKeyValue);
    }
    return attributes.data.some(
      (option) =>
        option.ProductAttributeID === choice.ProductAttributeID &&
        option.PrimaryKeyValue === choice.PrimaryKeyValue,
    );
  });
  const check = checkAddToCart({
    productId: row?.ProductId ?? 0,
    stockQuantity: row?.StockQuantity ?? 0,
    sizeCount: row?.ProductSizesJson.length ?? 0,
    colorCount: row?.ProductColorsJson.length ?? 0,
    attributes: attributes.data,
    chosen: new Set(offered.map((choice) => choice.ProductAttributeID)),
    quantity: candidate.quantity,
  });
  if (check) {
    showToast(check.choose ? 'info' : 'error', t(lang, check.id, check.params));
    if (check.choose) {
      void navigate(
        paths.product(lang, candidate.productId, candidate.productName, candidate.categoryName),
      );
    }
    return false;
  }
  // Another choice of a product already in the cart is its own line; the same one adds units.
  return addLine(
    dispatch,
    cart,
    {
      ProductId: candidate.productId,
      productSelectedAttributes: offered.map((choice) => ({
        ProductId: candidate.productId,
        ...choice,
      })),
      Quantity: candidate.quantity,
      ShippingCharges: 0,
      DefaultImage: candidate.image,
    },
    {
      orderMaximumQuantity: row?.OrderMaximumQuantity ?? 0,
      stockQuantity: row?.StockQuantity ?? 0,
    },
    lang,
  );
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
      ...UNCHOSEN_WISH,
      DefaultImage: defaultImage(product),
    }),
  );
  showToast('success', t(lang, 'wishlistAdded'));
}

// The card actions (a product card's buttons, the wish list's Move to cart): the §5 checks ask
// the product's detail and attributes; a missing choice sends the shopper to the product's page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTE_KIND } from '@bazaar/contract/constants';
import { t } from '@bazaar/i18n/messages';
import { fakeApi } from '../../test/fake-api.ts';
import { productRow } from '../../test/product-rows.ts';
import { currentToasts, dismissToast } from '../../lib/toast.ts';
import { makeStore } from '../../app/store.ts';
import type { ProductCardRow } from '../../components/product-actions.ts';
import { addToCart, addToWishlist, moveToCart, type CardContext } from './card-actions.ts';
import { addedToWishlist, type WishlistItem } from './cart-slice.ts';

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const toasts = () => currentToasts().map((toast) => `${toast.kind}:${toast.text}`);
const card = productRow(7, 'Silk saree') as unknown as ProductCardRow;

function setup(detail: object) {
  const api = fakeApi();
  api.on('getProductDetail', {
    data: [
      {
        ProductId: 7,
        StockQuantity: 5,
        OrderMaximumQuantity: 3,
        ProductSizesJson: [],
        ProductColorsJson: [],
        ...detail,
      },
    ],
  });
  api.on('getProductAttributes', { data: [] });
  const store = makeStore();
  const navigate = vi.fn();
  const context = (): CardContext => ({
    lang: 'en',
    navigate,
    dispatch: store.dispatch,
    cart: store.getState().cart,
  });
  return { api, store, navigate, context };
}

const savedItem = (over: Partial<WishlistItem> = {}): WishlistItem => ({
  ProductId: 7,
  ProductName: 'Silk saree',
  Price: 2000,
  DiscountedPrice: 1500,
  DiscountId: null,
  IsDiscountCalculated: true,
  CouponCode: null,
  SizeId: null,
  SizeShortName: '',
  ColorId: null,
  ColorName: '',
  Quantity: 5,
  ShippingCharges: 0,
  DefaultImage: '',
  ...over,
});

describe('the card actions', () => {
  it('add a product with nothing to choose, then raise it to its limit (deviation 13)', async () => {
    const { store, context } = setup({});
    await addToCart(card, context());
    expect(store.getState().cart.cartItems).toEqual([
      {
        ProductId: 7,
        productSelectedAttributes: [],
        Quantity: 1,
        ShippingCharges: 0,
        DefaultImage: '/files/images/p.svg',
      },
    ]);
    expect(toasts()).toEqual([`success:${t('en', 'cartAdded')}`]);
    // The exact same choice again raises its quantity, up to the product's maximum of 3.
    await addToCart(card, context());
    await addToCart(card, context());
    expect(store.getState().cart.cartItems.map((line) => line.Quantity)).toEqual([3]);
    await addToCart(card, context());
    expect(store.getState().cart.cartItems.map((line) => line.Quantity)).toEqual([3]);
    expect(toasts()).toContain(`error:${t('en', 'cartDuplicate')}`);
  });

  it('send the shopper to the product page when a size must be chosen', async () => {
    const { store, navigate, context } = setup({ ProductSizesJson: [{ SizeID: 3 }] });
    await addToCart(card, context());
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(toasts()).toEqual([`info:${t('en', 'selectSize')}`]);
    expect(navigate).toHaveBeenCalledWith('/en/product-detail/7/sarees/silk-saree');
  });

  it('move a wish list item with its size, capped at the order limit, out of the list', async () => {
    const { store, context } = setup({ ProductSizesJson: [{ SizeID: 3 }] });
    store.dispatch(addedToWishlist(savedItem({ SizeId: 3 })));
    expect(await moveToCart(savedItem({ SizeId: 3 }), context())).toBe(true);
    expect(store.getState().cart.cartItems[0]).toMatchObject({
      productSelectedAttributes: [
        { ProductId: 7, ProductAttributeID: ATTRIBUTE_KIND.Size, PrimaryKeyValue: 3 },
      ],
      Quantity: 3,
    });
    expect(store.getState().cart.customerWishList).toEqual([]);
  });

  it('keep a wish list item whose saved size is no longer offered', async () => {
    const { store, navigate, context } = setup({ ProductSizesJson: [{ SizeID: 4 }] });
    store.dispatch(addedToWishlist(savedItem({ SizeId: 3 })));
    expect(await moveToCart(savedItem({ SizeId: 3 }), context())).toBe(false);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().cart.customerWishList).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('add a card to the wish list once', () => {
    const { store, context } = setup({});
    addToWishlist(card, context());
    addToWishlist(card, context());
    expect(store.getState().cart.customerWishList).toMatchObject([
      { ProductId: 7, Price: 2000, DiscountedPrice: 1500, Quantity: 1, SizeId: null },
    ]);
    expect(toasts()).toEqual([
      `success:${t('en', 'wishlistAdded')}`,
      `error:${t('en', 'wishlistDuplicate')}`,
    ]);
  });
});

// A wish list entry as the store keeps it, for the cart's tests: a plain ₹100 product with no
// discount, size or colour unless the test names them.
import { UNCHOSEN_WISH, type WishlistItem } from '../entities/cart/cart-slice.ts';

export const wishlistItem = (
  ProductId: number,
  choices: Partial<WishlistItem> = {},
): WishlistItem => ({
  ProductId,
  ProductName: `Product ${ProductId}`,
  Price: 100,
  DiscountedPrice: null,
  DiscountId: null,
  IsDiscountCalculated: false,
  CouponCode: null,
  ...UNCHOSEN_WISH,
  DefaultImage: '',
  ...choices,
});

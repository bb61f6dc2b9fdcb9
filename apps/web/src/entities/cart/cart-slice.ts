// The cart entity's state: the cart page, the wishlist panel, the product page and the product
// cards all add to it, and features may not import each other.
// Cart and wishlist kept in the browser (spec §3 "cart part"). The cart holds ids, chosen
// attributes and quantities only; prices always come from the server. A line is a product with
// one exact choice of options (cartChoiceKey, deviation 13): another colour or size is another
// line, and the same choice is never added twice here, so a double click cannot add a line
// twice (callers raise its quantity with quantityChanged, or toast the message).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import { QUANTITY } from '@bazaar/contract/constants';
import { cartChoiceKey } from '@bazaar/contract/cart/line-choice';
import { dataRefreshed, storageChanged } from '../../store/common-slice.ts';

export type { CartLine };

export interface WishlistItem {
  ProductId: number;
  ProductName: string;
  Price: number;
  DiscountedPrice: number | null;
  DiscountId: number | null;
  IsDiscountCalculated: boolean;
  CouponCode: string | null;
  SizeId: number | null;
  SizeShortName: string;
  ColorId: number | null;
  ColorName: string;
  Quantity: number;
  ShippingCharges: number;
  DefaultImage: string;
}

/** A wish saved from a product card: no size or colour chosen yet, one piece, no shipping. */
export const UNCHOSEN_WISH = {
  SizeId: null,
  SizeShortName: '',
  ColorId: null,
  ColorName: '',
  Quantity: 1,
  ShippingCharges: 0,
} satisfies Partial<WishlistItem>;

export interface CartState {
  cartItems: CartLine[];
  totalCartItems: number;
  customerWishList: WishlistItem[];
}

export const initialCartState: CartState = {
  cartItems: [],
  totalCartItems: 0,
  customerWishList: [],
};

const clampQuantity = (quantity: number): number =>
  Math.max(QUANTITY.min, Math.floor(Number.isFinite(quantity) ? quantity : QUANTITY.min));

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addedToCart(state, action: PayloadAction<CartLine>) {
      const key = cartChoiceKey(action.payload);
      if (state.cartItems.some((line) => cartChoiceKey(line) === key)) return;
      state.cartItems.push({ ...action.payload, Quantity: clampQuantity(action.payload.Quantity) });
      state.totalCartItems = state.cartItems.length;
    },
    /** `key`: the line's cartChoiceKey. */
    quantityChanged(state, action: PayloadAction<{ key: string; quantity: number }>) {
      const line = state.cartItems.find((item) => cartChoiceKey(item) === action.payload.key);
      if (line) line.Quantity = clampQuantity(action.payload.quantity);
    },
    /** The payload is the line's cartChoiceKey. */
    removedFromCart(state, action: PayloadAction<string>) {
      state.cartItems = state.cartItems.filter((line) => cartChoiceKey(line) !== action.payload);
      state.totalCartItems = state.cartItems.length;
    },
    cartEmptied(state) {
      state.cartItems = [];
      state.totalCartItems = 0;
    },
    addedToWishlist(state, action: PayloadAction<WishlistItem>) {
      if (state.customerWishList.some((item) => item.ProductId === action.payload.ProductId))
        return;
      state.customerWishList.push(action.payload);
    },
    removedFromWishlist(state, action: PayloadAction<number>) {
      state.customerWishList = state.customerWishList.filter(
        (item) => item.ProductId !== action.payload,
      );
    },
    wishlistCleared(state) {
      state.customerWishList = [];
    },
    /** The logged-in shopper's saved cart and wish list (or none, at logout) replace the
     * device's (issue #19 item 8, app/saved-cart-sync.ts). */
    savedCartLoaded(
      state,
      action: PayloadAction<Pick<CartState, 'cartItems' | 'customerWishList'>>,
    ) {
      state.cartItems = action.payload.cartItems;
      state.totalCartItems = action.payload.cartItems.length;
      state.customerWishList = action.payload.customerWishList;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(dataRefreshed, () => initialCartState);
    builder.addCase(storageChanged, (_state, action) => action.payload.cart);
  },
});

export const {
  addedToCart,
  quantityChanged,
  removedFromCart,
  cartEmptied,
  addedToWishlist,
  removedFromWishlist,
  wishlistCleared,
  savedCartLoaded,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** Selectors over the root state (any state with a cart part). */
type WithCart = { cart: CartState };
export const selectCart = (state: WithCart): CartState => state.cart;
export const selectCartLines = (state: WithCart): CartLine[] => state.cart.cartItems;
export const selectCartIsEmpty = (state: WithCart): boolean => state.cart.cartItems.length === 0;
export const selectWishlist = (state: WithCart): WishlistItem[] => state.cart.customerWishList;

/** Whether any line holds the product (in whatever colour, size or options). */
export const isInCart = (state: CartState, productId: number): boolean =>
  state.cartItems.some((line) => line.ProductId === productId);
export const isInWishlist = (state: CartState, productId: number): boolean =>
  state.customerWishList.some((item) => item.ProductId === productId);

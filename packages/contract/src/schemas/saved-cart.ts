// The logged-in shopper's cart and wish list on the server (issue #19 item 8): Bazaar additions.
// Ids, chosen options and quantities only; every price still comes from cart-data.
import { z } from 'zod';
import { SAVED_LIMITS } from '../cart/saved-cart.ts';
import { productRow } from './catalogue.ts';
import { cartJsonData, cartLine } from './orders.ts';
import { jsonString, optionalId, optionalInt, requiredId, requiredInt } from './params.ts';

/** A wish list entry: the product, the size and colour it was saved with, how many. */
export const wishEntry = z.object({
  ProductId: requiredId(),
  SizeId: optionalId().transform((id) => id ?? null),
  ColorId: optionalId().transform((id) => id ?? null),
  Quantity: optionalInt(1, 1000).default(1),
});

/** add-customer-favourite-product: saves (or re-saves, last write wins) one entry. */
export const addFavouriteRequest = wishEntry;
/** remove-customer-favourite-product: the product leaves the wish list (absent: no change). */
export const removeFavouriteRequest = z.object({ ProductId: requiredId() });

/**
 * customer-cart/merge: the browser's cart and wish list merged into the saved ones (at login;
 * with both lists empty it only reads them). Answers the whole saved cart.
 */
export const mergeSavedCartRequest = z.object({
  cartJsonData: cartJsonData.optional().transform((lines) => lines ?? []),
  wishListJson: jsonString(z.array(wishEntry).max(SAVED_LIMITS.wishList, 'holds too many items'))
    .optional()
    .transform((entries) => entries ?? []),
});

/** A change of one line: its choice and the quantity it now has (0 removes it). */
export const cartLineChange = cartLine.extend({ Quantity: requiredInt(0, 1000) });

/** customer-cart/save: changed lines only, each saved on its own (last write wins per line). */
export const saveCartLinesRequest = z.object({
  cartJsonData: jsonString(
    z.array(cartLineChange).min(1).max(SAVED_LIMITS.cartLines, 'holds too many lines'),
  ),
});

export const savedCartAnswer = z.object({
  cartItems: z.array(cartLine),
  /** Wish list entries kept (the rows themselves come from get-customer-favourite-products). */
  WishListCount: z.number(),
  /** The merge lowered a quantity to its line's limit. */
  QuantityCapped: z.boolean(),
  /** Browser lines / wish list items left out because the saved one was full. */
  LinesLeftOut: z.number(),
  WishListLeftOut: z.number(),
});

export const saveCartLinesAnswer = z.object({ ResponseMsg: z.string(), CartLines: z.number() });

/**
 * get-customer-favourite-products rows for a logged-in shopper: the wish list, with what each
 * entry was saved with (Bazaar fields; the provider's storefront reads the product fields).
 */
export const favouriteProductRow = productRow.extend({
  SizeId: z.number().nullable().optional(),
  SizeShortName: z.string().optional(),
  ColorId: z.number().nullable().optional(),
  ColorName: z.string().optional(),
  Quantity: z.number().optional(),
});

export type SavedCartAnswer = z.infer<typeof savedCartAnswer>;
export type FavouriteProductRow = z.infer<typeof favouriteProductRow>;

// The rules of a logged-in shopper's saved cart and wish list (issue #19 item 8). Own rows only:
// every call acts for the checked user (Token of that UserID, deviation 8). Ids, options and
// quantities only; prices stay with cart-data. Two devices: the latest save of a line wins (a
// line is saved on its own, so changes to different lines never undo each other).
import type { Kysely } from 'kysely';
import {
  mergeCartLines,
  mergeWishList,
  SAVED_LIMITS,
  type WishEntry,
} from '@bazaar/contract/cart/saved-cart';
import { cartChoiceKey } from '@bazaar/contract/cart/line-choice';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { quantityLimit } from '@bazaar/contract/pricing/line-limits';
import type { ParsedRequestOf } from '@bazaar/contract/api-schemas';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import type { SavedCartAnswer } from '@bazaar/contract/schemas/saved-cart';
import type { CurrentUser } from '../../auth/current-user.ts';
import { ShopperOutcome } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { CartProblem } from '../cart/index.ts';
import * as repo from './saved-cart.repository.ts';

const toStored = (line: CartLine): repo.StoredLine => ({
  product_id: line.ProductId,
  choice_key: cartChoiceKey(line),
  options_json: JSON.stringify(
    line.productSelectedAttributes.map(({ ProductId, ProductAttributeID, PrimaryKeyValue }) => ({
      ProductId,
      ProductAttributeID,
      PrimaryKeyValue,
    })),
  ),
  quantity: line.Quantity,
  default_image: line.DefaultImage ?? null,
});

const fromStored = (row: repo.StoredLine): CartLine => ({
  ProductId: row.product_id,
  productSelectedAttributes: JSON.parse(row.options_json) as CartLine['productSelectedAttributes'],
  Quantity: row.quantity,
  ShippingCharges: 0,
  ...(row.default_image === null ? {} : { DefaultImage: row.default_image }),
});

/** An option naming another product than its line is malformed (as cart-data says it). */
function checkOptions(line: CartLine, index: number): void {
  line.productSelectedAttributes.forEach((option, at) => {
    if (option.ProductId !== line.ProductId) {
      throw new CartProblem(
        `cartJsonData.${index}.productSelectedAttributes.${at}.ProductId`,
        'foreignOption',
        { id: line.ProductId, other: option.ProductId },
      );
    }
  });
}

/**
 * customer-cart/merge: the browser's lines and wish list merged into the saved ones by the
 * contract's rules, in one transaction; answers the saved cart. Lines of products that no
 * longer exist are left out (they could never be ordered).
 */
export async function mergeSavedCart(
  db: Kysely<Database>,
  user: CurrentUser,
  { cartJsonData, wishListJson }: ParsedRequestOf<'mergeSavedCart'>,
  now: Date = new Date(),
): Promise<SavedCartAnswer> {
  cartJsonData.forEach(checkOptions);
  return writeTransaction(db, async (trx) => {
    const saved = (await repo.findLines(trx, user.id)).map(fromStored);
    const maximums = await repo.findOrderMaximums(trx, [
      ...saved.map((line) => line.ProductId),
      ...cartJsonData.map((line) => line.ProductId),
      ...wishListJson.map((entry) => entry.ProductId),
    ]);
    const known = (item: { ProductId: number }) => maximums.has(item.ProductId);
    const merged = mergeCartLines(saved, cartJsonData.filter(known), (id) => maximums.get(id) ?? 0);
    if (cartJsonData.length > 0 || merged.quantityCapped) {
      await repo.replaceLines(trx, user.id, merged.lines.map(toStored), now.toISOString());
    }
    const savedWishes = await repo.findWishEntries(trx, user.id);
    const wishes = mergeWishList(savedWishes, wishListJson.filter(known));
    const added = wishes.entries.slice(savedWishes.length);
    await repo.insertWishEntries(trx, user.id, added);
    return {
      cartItems: merged.lines,
      WishListCount: wishes.entries.length,
      QuantityCapped: merged.quantityCapped,
      LinesLeftOut: merged.linesLeftOut,
      WishListLeftOut: wishes.leftOut,
    };
  });
}

/**
 * customer-cart/save: each changed line saved on its own (Quantity 0 removes it), within its
 * limit and the cart's SAVED_LIMITS.cartLines.
 */
export async function saveCartLines(
  db: Kysely<Database>,
  user: CurrentUser,
  { cartJsonData }: ParsedRequestOf<'saveCartLines'>,
  now: Date = new Date(),
): Promise<{ ResponseMsg: string; CartLines: number }> {
  cartJsonData.forEach(checkOptions);
  return writeTransaction(db, async (trx) => {
    const maximums = await repo.findOrderMaximums(
      trx,
      cartJsonData.map((line) => line.ProductId),
    );
    for (const [index, line] of cartJsonData.entries()) {
      const key = cartChoiceKey(line);
      const maximum = maximums.get(line.ProductId);
      if (line.Quantity === 0) {
        await repo.deleteLine(trx, user.id, key);
        continue;
      }
      if (maximum === undefined) {
        throw new CartProblem(`cartJsonData.${index}.ProductId`, 'unknownProduct', {
          id: line.ProductId,
        });
      }
      const limit = quantityLimit(maximum);
      if (line.Quantity > limit) {
        throw new CartProblem(`cartJsonData.${index}.Quantity`, 'quantityOverLimit', {
          id: line.ProductId,
          quantity: line.Quantity,
          limit,
        });
      }
      const isNew = !(await repo.lineExists(trx, user.id, key));
      if (isNew && (await repo.countLines(trx, user.id)) >= SAVED_LIMITS.cartLines) {
        throw new ShopperOutcome('failure', {
          id: 'savedCartFull',
          params: { n: SAVED_LIMITS.cartLines },
        });
      }
      await repo.upsertLine(trx, user.id, toStored(line), now.toISOString());
    }
    return { ResponseMsg: RESPONSE_MSG.saved, CartLines: await repo.countLines(trx, user.id) };
  });
}

/** add-customer-favourite-product: one entry saved (a listed product takes the new choice). */
export async function addFavourite(
  db: Kysely<Database>,
  user: CurrentUser,
  entry: WishEntry,
): Promise<{ ResponseMsg: string }[]> {
  return writeTransaction(db, async (trx) => {
    if (!(await repo.findOrderMaximums(trx, [entry.ProductId])).has(entry.ProductId)) {
      throw new CartProblem('ProductId', 'unknownProduct', { id: entry.ProductId });
    }
    const listed = await repo.wishEntryExists(trx, user.id, entry.ProductId);
    if (!listed && (await repo.countWishEntries(trx, user.id)) >= SAVED_LIMITS.wishList) {
      throw new ShopperOutcome('failure', {
        id: 'wishListFull',
        params: { n: SAVED_LIMITS.wishList },
      });
    }
    await repo.upsertWishEntry(trx, user.id, entry);
    return [{ ResponseMsg: RESPONSE_MSG.saved }];
  });
}

/** remove-customer-favourite-product: the product leaves the list (already gone: no change). */
export async function removeFavourite(
  db: Kysely<Database>,
  user: CurrentUser,
  productId: number,
): Promise<{ ResponseMsg: string }[]> {
  await repo.deleteWishEntry(db, user.id, productId);
  return [{ ResponseMsg: RESPONSE_MSG.saved }];
}

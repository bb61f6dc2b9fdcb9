// What a logged-in device sends: per line (its choice) and per wish list product, the latest
// state only, whatever action changed the slice.
import { describe, expect, it } from 'vitest';
import type { CartLine, CartState, WishlistItem } from './cart-slice.ts';
import {
  addChanges,
  applyChanges,
  inDoubt,
  isEmpty,
  noChanges,
  wishlistItemOf,
} from './saved-cart-changes.ts';
import { wishlistItem } from '../../test/wishlist-rows.ts';

const line = (ProductId: number, Quantity: number, size?: number): CartLine => ({
  ProductId,
  Quantity,
  productSelectedAttributes: size
    ? [{ ProductId, ProductAttributeID: 2, PrimaryKeyValue: size }]
    : [],
});
const wish = (ProductId: number, SizeId: number | null = null) =>
  wishlistItem(ProductId, { ProductName: `P${ProductId}`, SizeId });
const state = (cartItems: CartLine[], customerWishList: WishlistItem[] = []): CartState => ({
  cartItems,
  totalCartItems: cartItems.length,
  customerWishList,
});

describe('addChanges', () => {
  it('records an added line, a new quantity and a removal (quantity 0) by choice', () => {
    const pending = noChanges();
    const before = state([line(1, 1), line(2, 1, 7)]);
    addChanges(pending, before, state([line(1, 3), line(2, 1, 8)]));
    expect(Object.values(pending.cart).map((l) => [l.ProductId, l.Quantity])).toEqual([
      [1, 3],
      [2, 1],
      [2, 0],
    ]);
  });

  it('keeps only the latest state of a line changed twice before the save', () => {
    const pending = noChanges();
    addChanges(pending, state([]), state([line(1, 1)]));
    addChanges(pending, state([line(1, 1)]), state([line(1, 4)]));
    addChanges(pending, state([line(1, 4)]), state([]));
    expect(Object.values(pending.cart)).toEqual([{ ...line(1, 4), Quantity: 0 }]);
  });

  it('records nothing when the lines did not change', () => {
    const pending = noChanges();
    const lines = [line(1, 2)];
    addChanges(pending, state(lines), state([...lines]));
    expect(isEmpty(pending)).toBe(true);
  });

  it('records wish list additions with their choice and removals as null', () => {
    const pending = noChanges();
    addChanges(pending, state([], [wish(1)]), state([], [wish(2, 5)]));
    expect(pending.wish).toEqual({
      '2': { ProductId: 2, SizeId: 5, ColorId: null, Quantity: 1 },
      '1': null,
    });
  });
});

describe('applyChanges', () => {
  it('lays the changes made during a merge over its answer: none is lost, none undone', () => {
    const sent = state([line(1, 1)], [wish(1)]);
    const device = state([line(1, 1), line(2, 2)], [wish(3)]);
    const pending = noChanges();
    addChanges(pending, sent, device);
    const merged = state([line(1, 2), line(9, 1)], [wish(1), wish(8)]);
    const shown = applyChanges(merged, pending, device);
    expect(shown.cartItems.map((l) => [l.ProductId, l.Quantity])).toEqual([
      [1, 2],
      [9, 1],
      [2, 2],
    ]);
    expect(shown.customerWishList.map((item) => item.ProductId)).toEqual([8, 3]);
  });

  it('removes a line the shopper removed meanwhile', () => {
    const pending = noChanges();
    addChanges(pending, state([line(1, 1), line(2, 1)]), state([line(2, 1)]));
    const shown = applyChanges(state([line(1, 3), line(2, 1)]), pending, state([]));
    expect(shown.cartItems.map((l) => l.ProductId)).toEqual([2]);
  });
});

describe('inDoubt', () => {
  it('sends again, after a page died mid-save, each line and entry that save carried', () => {
    // Saved: lines 1 and 2, wished 1. The device empties the cart, wishes 2 and unwishes 1;
    // the page dies before the answer, and the next one has line 2 put back meanwhile.
    const saved = state([line(1, 1), line(2, 1)], [wish(1)]);
    const emptied = state([], [wish(2)]);
    const sending = noChanges();
    addChanges(sending, saved, emptied);
    const kept = inDoubt(saved, sending, emptied);

    const nextStart = noChanges();
    addChanges(
      nextStart,
      state(kept.cartItems, kept.customerWishList),
      state([line(2, 1)], [wish(2)]),
    );
    expect(Object.values(nextStart.cart).map((l) => [l.ProductId, l.Quantity])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    expect(nextStart.wish).toEqual({
      '2': { ProductId: 2, SizeId: null, ColorId: null, Quantity: 1 },
      '1': null,
    });
  });

  it('leaves lines the save did not carry as saved', () => {
    const saved = state([line(1, 1), line(2, 1)]);
    const sending = noChanges();
    addChanges(sending, saved, state([line(1, 1)]));
    const kept = inDoubt(saved, sending, state([line(1, 1)]));
    const nextStart = noChanges();
    addChanges(nextStart, state(kept.cartItems), state([line(1, 1)]));
    expect(Object.values(nextStart.cart).map((l) => [l.ProductId, l.Quantity])).toEqual([[2, 0]]);
  });
});

describe('wishlistItemOf', () => {
  it('keeps the saved choice and takes the first picture as the default image', () => {
    const item = wishlistItemOf({
      ProductId: 3,
      ProductName: 'Kurta',
      CategoryName: 'Apparel',
      Price: 1299,
      DiscountedPrice: 999,
      DiscountId: null,
      IsDiscountCalculated: false,
      CouponCode: null,
      Rating: null,
      ProductImagesJson: [{ AttachmentURL: '/files/a.svg' }],
      TotalRecords: 1,
      SizeId: 4,
      SizeShortName: 'M',
      Quantity: 2,
    });
    expect(item).toMatchObject({
      ProductId: 3,
      SizeId: 4,
      SizeShortName: 'M',
      ColorId: null,
      ColorName: '',
      Quantity: 2,
      DefaultImage: '/files/a.svg',
    });
  });
});

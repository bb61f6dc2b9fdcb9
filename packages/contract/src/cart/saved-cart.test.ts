// The merge at login: no line lost, the same choice added up within its limit, caps kept.
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../schemas/orders.ts';
import { mergeCartLines, mergeWishList, SAVED_LIMITS, type WishEntry } from './saved-cart.ts';

const line = (ProductId: number, Quantity: number, options: [number, number][] = []): CartLine => ({
  ProductId,
  Quantity,
  productSelectedAttributes: options.map(([ProductAttributeID, PrimaryKeyValue]) => ({
    ProductId,
    ProductAttributeID,
    PrimaryKeyValue,
  })),
});
const noMaximum = () => 0;

describe('mergeCartLines', () => {
  it('keeps every line of both carts, the saved ones first', () => {
    const merged = mergeCartLines([line(1, 2)], [line(2, 1), line(3, 4)], noMaximum);
    expect(merged.lines.map((l) => [l.ProductId, l.Quantity])).toEqual([
      [1, 2],
      [2, 1],
      [3, 4],
    ]);
    expect(merged).toMatchObject({ quantityCapped: false, linesLeftOut: 0 });
  });

  it('adds up the same choice, whatever the order of its options', () => {
    const saved = [
      line(1, 2, [
        [2, 7],
        [1, 3],
      ]),
    ];
    const browser = [
      line(1, 3, [
        [1, 3],
        [2, 7],
      ]),
    ];
    const merged = mergeCartLines(saved, browser, noMaximum);
    expect(merged.lines).toHaveLength(1);
    expect(merged.lines[0]?.Quantity).toBe(5);
  });

  it('keeps another colour or size of the same product as its own line', () => {
    const merged = mergeCartLines([line(1, 1, [[1, 3]])], [line(1, 1, [[1, 4]])], noMaximum);
    expect(merged.lines).toHaveLength(2);
  });

  it('caps a merged quantity at the line limit (10, or the lower product maximum) and says so', () => {
    const merged = mergeCartLines([line(1, 7), line(2, 2)], [line(1, 6), line(2, 2)], (id) =>
      id === 2 ? 3 : 0,
    );
    expect(merged.lines.map((l) => l.Quantity)).toEqual([10, 3]);
    expect(merged.quantityCapped).toBe(true);
  });

  it('does not flag a merge that stays within the limits', () => {
    expect(mergeCartLines([line(1, 5)], [line(1, 5)], noMaximum).quantityCapped).toBe(false);
  });

  it('leaves out only the lines beyond a full cart, counting them', () => {
    const saved = Array.from({ length: SAVED_LIMITS.cartLines - 1 }, (_, i) => line(i + 1, 1));
    const browser = [line(1, 1), line(500, 1), line(501, 1)];
    const merged = mergeCartLines(saved, browser, noMaximum);
    expect(merged.lines).toHaveLength(SAVED_LIMITS.cartLines);
    expect(merged.lines[0]?.Quantity).toBe(2);
    expect(merged.lines.at(-1)?.ProductId).toBe(500);
    expect(merged.linesLeftOut).toBe(1);
  });

  it('does not change the lines it was given', () => {
    const saved = [line(1, 2)];
    mergeCartLines(saved, [line(1, 2)], noMaximum);
    expect(saved[0]?.Quantity).toBe(2);
  });
});

describe('mergeWishList', () => {
  const entry = (ProductId: number, SizeId: number | null = null): WishEntry => ({
    ProductId,
    SizeId,
    ColorId: null,
    Quantity: 1,
  });

  it('keeps the saved entries and adds the browser products not yet saved', () => {
    const merged = mergeWishList([entry(1, 5)], [entry(1, 6), entry(2)]);
    expect(merged.entries).toEqual([entry(1, 5), entry(2)]);
    expect(merged.leftOut).toBe(0);
  });

  it('stops at the wish list cap, counting what was left out', () => {
    const saved = Array.from({ length: SAVED_LIMITS.wishList }, (_, i) => entry(i + 1));
    const merged = mergeWishList(saved, [entry(1), entry(9999)]);
    expect(merged.entries).toHaveLength(SAVED_LIMITS.wishList);
    expect(merged.leftOut).toBe(1);
  });
});

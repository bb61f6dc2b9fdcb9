import { describe, expect, it } from 'vitest';
import { decreaseQuantity, increaseQuantity, quantityLimit } from './line-limits.ts';

describe('line quantity limits (spec §4, §5)', () => {
  it('never goes below 1', () => {
    expect(decreaseQuantity(1)).toBe(1);
    expect(decreaseQuantity(3)).toBe(2);
  });

  it('caps at 10 when the product sets no maximum', () => {
    expect(quantityLimit(0)).toBe(10);
    expect(quantityLimit(-1)).toBe(10);
    expect(increaseQuantity(9, 0)).toEqual({ quantity: 10, limitReached: null });
    expect(increaseQuantity(10, 0)).toEqual({ quantity: 10, limitReached: 10 });
  });

  it("stops at the product's OrderMaximumQuantity and says so", () => {
    expect(quantityLimit(3)).toBe(3);
    expect(increaseQuantity(2, 3)).toEqual({ quantity: 3, limitReached: null });
    expect(increaseQuantity(3, 3)).toEqual({ quantity: 3, limitReached: 3 });
  });

  it('keeps the cap of 10 when the product allows more', () => {
    expect(quantityLimit(25)).toBe(10);
  });

  it('stops at the units available when fewer than the limit', () => {
    expect(increaseQuantity(2, 0, 3)).toEqual({ quantity: 3, limitReached: null });
    expect(increaseQuantity(3, 0, 3)).toEqual({ quantity: 3, limitReached: 3 });
    expect(increaseQuantity(2, 2, 7)).toEqual({ quantity: 2, limitReached: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { addOutcome, lineRoom, productCap, productUnits } from './line-units.ts';
import { cartChoiceKey } from './line-choice.ts';

const line = (productId: number, colour: number, quantity: number) => ({
  ProductId: productId,
  productSelectedAttributes: [
    { ProductId: productId, ProductAttributeID: 6, PrimaryKeyValue: colour },
  ],
  Quantity: quantity,
});

describe('units of one product over its lines', () => {
  const cart = [line(7, 1, 3), line(7, 2, 4), line(8, 1, 5)];

  it('counts every line of the product, or all but one', () => {
    expect(productUnits(cart, 7)).toBe(7);
    expect(productUnits(cart, 7, cartChoiceKey(line(7, 2, 0)))).toBe(3);
    expect(productUnits(cart, 9)).toBe(0);
  });

  it('caps the product at its maximum, 10, and its stock', () => {
    expect(productCap({ orderMaximumQuantity: 0 })).toBe(10);
    expect(productCap({ orderMaximumQuantity: 4 })).toBe(4);
    expect(productCap({ orderMaximumQuantity: 0, stockQuantity: 6 })).toBe(6);
    expect(productCap({ orderMaximumQuantity: 0, stockQuantity: -2 })).toBe(0);
  });

  it("leaves a line only what the product's other lines do not hold", () => {
    expect(lineRoom(cart, line(7, 2, 0), { orderMaximumQuantity: 0 })).toBe(7);
    expect(lineRoom(cart, line(7, 3, 0), { orderMaximumQuantity: 0, stockQuantity: 8 })).toBe(1);
    expect(lineRoom(cart, line(7, 3, 0), { orderMaximumQuantity: 5 })).toBe(0);
  });
});

describe('adding a choice (deviation 13)', () => {
  const cart = [line(7, 1, 2)];

  it('makes another colour its own line', () => {
    expect(addOutcome(cart, line(7, 2, 1), { orderMaximumQuantity: 0 })).toEqual({
      kind: 'added',
      quantity: 1,
    });
  });

  it('raises the same choice within the room left', () => {
    expect(addOutcome(cart, line(7, 1, 1), { orderMaximumQuantity: 0 })).toEqual({
      kind: 'raised',
      key: cartChoiceKey(line(7, 1, 0)),
      quantity: 3,
    });
    expect(addOutcome(cart, line(7, 1, 5), { orderMaximumQuantity: 4 })).toMatchObject({
      quantity: 4,
    });
  });

  it('refuses the same choice at its limit as a duplicate', () => {
    expect(addOutcome(cart, line(7, 1, 1), { orderMaximumQuantity: 2 })).toEqual({
      kind: 'duplicate',
    });
  });

  it('refuses a new choice when the other lines hold the whole limit', () => {
    const full = [line(7, 1, 2), line(7, 2, 1)];
    expect(addOutcome(full, line(7, 3, 1), { orderMaximumQuantity: 0, stockQuantity: 3 })).toEqual({
      kind: 'limit',
      cap: 3,
    });
  });
});

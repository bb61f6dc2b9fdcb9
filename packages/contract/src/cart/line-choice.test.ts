import { describe, expect, it } from 'vitest';
import { cartChoiceKey, sameCartChoice } from './line-choice.ts';

const option = (attributeId: number, value: number) => ({
  ProductId: 7,
  ProductAttributeID: attributeId,
  PrimaryKeyValue: value,
});

describe('cart line choice', () => {
  it('treats the same options in another order as the same line', () => {
    const a = { ProductId: 7, productSelectedAttributes: [option(1, 3), option(2, 9)] };
    const b = { ProductId: 7, productSelectedAttributes: [option(2, 9), option(1, 3)] };
    expect(sameCartChoice(a, b)).toBe(true);
  });

  it('tells another colour, another product or a missing option apart', () => {
    const base = { ProductId: 7, productSelectedAttributes: [option(1, 3)] };
    expect(sameCartChoice(base, { ...base, productSelectedAttributes: [option(1, 4)] })).toBe(
      false,
    );
    expect(sameCartChoice(base, { ...base, ProductId: 8 })).toBe(false);
    expect(sameCartChoice(base, { ...base, productSelectedAttributes: [] })).toBe(false);
  });

  it('does not confuse value 13 of attribute 1 with value 3 of attribute 11', () => {
    expect(cartChoiceKey({ ProductId: 1, productSelectedAttributes: [option(1, 13)] })).not.toBe(
      cartChoiceKey({ ProductId: 1, productSelectedAttributes: [option(11, 3)] }),
    );
  });
});

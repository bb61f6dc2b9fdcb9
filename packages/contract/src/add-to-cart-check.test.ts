import { describe, expect, it } from 'vitest';
import { checkAddToCart, missingChoice, type AddToCartInput } from './add-to-cart-check.ts';

const READY: AddToCartInput = {
  productId: 7,
  stockQuantity: 4,
  sizeCount: 0,
  colorCount: 0,
  attributes: [],
  chosen: new Set(),
  quantity: 1,
};
const GIFT_WRAP = {
  ProductAttributeID: 9,
  AttributeDisplayName: 'Gift Wrap',
  IsRequiredAttribute: true,
};

describe('add-to-cart checks (spec §5), in order', () => {
  it('passes a product with stock and nothing to choose', () => {
    expect(checkAddToCart(READY)).toBeNull();
  });

  it('refuses an invalid id, then no stock', () => {
    expect(checkAddToCart({ ...READY, productId: 0, stockQuantity: 0 })).toEqual({
      id: 'invalidProduct',
      choose: false,
    });
    expect(checkAddToCart({ ...READY, stockQuantity: 0, sizeCount: 3 })).toEqual({
      id: 'outOfStock',
      choose: false,
    });
  });

  it('asks to choose a size, then a colour, then each required variant', () => {
    const all = { ...READY, sizeCount: 2, colorCount: 2, attributes: [GIFT_WRAP] };
    expect(checkAddToCart(all)).toEqual({ id: 'selectSize', choose: true });
    expect(checkAddToCart({ ...all, chosen: new Set([2]) })).toEqual({
      id: 'selectColor',
      choose: true,
    });
    expect(checkAddToCart({ ...all, chosen: new Set([1, 2]) })).toEqual({
      id: 'selectVariant',
      params: { attribute: 'Gift Wrap' },
      choose: true,
    });
    expect(checkAddToCart({ ...all, chosen: new Set([1, 2, 9]) })).toBeNull();
  });

  it('ignores optional variants and wants a quantity of at least 1', () => {
    const optional = { ...GIFT_WRAP, IsRequiredAttribute: false };
    expect(checkAddToCart({ ...READY, attributes: [optional] })).toBeNull();
    expect(checkAddToCart({ ...READY, quantity: 0 })).toEqual({
      id: 'selectQuantity',
      choose: false,
    });
  });

  it('reads size and colour rows among the attributes only through their counts', () => {
    const sizeRow = {
      ProductAttributeID: 2,
      AttributeDisplayName: 'Size',
      IsRequiredAttribute: true,
    };
    expect(
      missingChoice({ sizeCount: 0, colorCount: 0, attributes: [sizeRow] }, new Set()),
    ).toBeNull();
  });
});

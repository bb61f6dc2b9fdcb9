import { describe, expect, it } from 'vitest';
import { checkAddToCart, type CartCheckInput } from './add-to-cart-check.ts';

const READY: CartCheckInput = {
  productId: 7,
  stockQuantity: 4,
  sizeCount: 0,
  colorCount: 0,
  attributes: [],
  quantity: 1,
};
const GIFT_WRAP = {
  ProductAttributeID: 9,
  AttributeDisplayName: 'Gift Wrap',
  IsRequiredAttribute: true,
};

describe('add-to-cart checks (spec §5), in order', () => {
  it('passes a product with stock and nothing to choose', () => {
    expect(checkAddToCart(READY)).toEqual({ ok: true });
  });

  it('refuses an invalid id, then no stock', () => {
    expect(checkAddToCart({ ...READY, productId: 0, stockQuantity: 0 })).toMatchObject({
      message: 'invalidProduct',
      choose: false,
    });
    expect(checkAddToCart({ ...READY, stockQuantity: 0, sizeCount: 3 })).toMatchObject({
      message: 'outOfStock',
      choose: false,
    });
  });

  it('asks to choose a size, then a colour, then each required variant', () => {
    const all = { ...READY, sizeCount: 2, colorCount: 2, attributes: [GIFT_WRAP] };
    expect(checkAddToCart(all)).toMatchObject({ message: 'selectSize', choose: true });
    expect(checkAddToCart({ ...all, chosen: new Set([2]) })).toMatchObject({
      message: 'selectColor',
    });
    expect(checkAddToCart({ ...all, chosen: new Set([1, 2]) })).toEqual({
      ok: false,
      message: 'selectVariant',
      params: { attribute: 'Gift Wrap' },
      choose: true,
    });
    expect(checkAddToCart({ ...all, chosen: new Set([1, 2, 9]) })).toEqual({ ok: true });
  });

  it('ignores optional variants and wants a quantity of at least 1', () => {
    const optional = { ...GIFT_WRAP, IsRequiredAttribute: false };
    expect(checkAddToCart({ ...READY, attributes: [optional] })).toEqual({ ok: true });
    expect(checkAddToCart({ ...READY, quantity: 0 })).toMatchObject({ message: 'selectQuantity' });
  });
});

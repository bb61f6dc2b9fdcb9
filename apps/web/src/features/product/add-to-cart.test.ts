import { describe, expect, it } from 'vitest';
import { t } from '@bazaar/i18n/messages';
import { checkAddToCart, toCartLine } from './add-to-cart.ts';
import { buildChoices, type Selection } from './product-choices.ts';

const detail = {
  ProductColorsJson: [{ ColorID: 5, ColorName: 'Mustard', HexCode: '#D4A017' }],
  ProductSizesJson: [{ SizeID: 2, ShortName: 'S' }],
};
const stitching = (value: number, price: number) => ({
  ProductId: 8,
  ProductAttributeID: 7,
  AttributeDisplayName: 'Blouse Stitching',
  PrimaryKeyValue: value,
  PrimaryKeyDisplayValue: `option ${value}`,
  AdditionalPrice: price,
  PriceType: 1,
  IsRequiredAttribute: true,
});
const choices = buildChoices(detail, [stitching(1, 0), stitching(2, 799)], {
  color: 'Color',
  size: 'Size',
});
const product = { ProductId: 8, StockQuantity: 5 };
const all: Selection = { 1: 5, 2: 2, 7: 2 };

const say = (problem: ReturnType<typeof checkAddToCart>) =>
  problem ? t('en', problem.id, problem.params) : null;

describe('add to cart checks (spec §5), in order', () => {
  it('refuses an invalid product and an out-of-stock one', () => {
    expect(say(checkAddToCart({ ProductId: 0, StockQuantity: 5 }, choices, all, 1))).toBe(
      'Invalid product!',
    );
    expect(say(checkAddToCart({ ProductId: 8, StockQuantity: 0 }, choices, all, 1))).toBe(
      "Product is out of stock. Can't add it in the cart!",
    );
  });

  it('asks for the size, then the colour, then each required variant', () => {
    expect(say(checkAddToCart(product, choices, {}, 1))).toBe('Select size of product!');
    expect(say(checkAddToCart(product, choices, { 2: 2 }, 1))).toBe('Select colour of product!');
    expect(say(checkAddToCart(product, choices, { 1: 5, 2: 2 }, 1))).toBe(
      'Please select Blouse Stitching variant!',
    );
  });

  it('asks for a quantity of at least 1', () => {
    expect(say(checkAddToCart(product, choices, all, 0))).toBe('Select quantity!');
  });

  it('lets an optional variant stay unchosen', () => {
    const optional = buildChoices(detail, [{ ...stitching(1, 0), IsRequiredAttribute: false }], {
      color: 'Color',
      size: 'Size',
    });
    expect(checkAddToCart(product, optional, { 1: 5, 2: 2 }, 1)).toBeNull();
  });

  it('builds the cart line from the chosen attributes', () => {
    expect(toCartLine(8, choices, all, 2, '/files/a.svg')).toEqual({
      ProductId: 8,
      productSelectedAttributes: [
        { ProductId: 8, ProductAttributeID: 1, PrimaryKeyValue: 5 },
        { ProductId: 8, ProductAttributeID: 2, PrimaryKeyValue: 2 },
        { ProductId: 8, ProductAttributeID: 7, PrimaryKeyValue: 2 },
      ],
      Quantity: 2,
      ShippingCharges: 0,
      DefaultImage: '/files/a.svg',
    });
  });

  it('says the variant message in Arabic for an Arabic shopper', () => {
    const problem = checkAddToCart(product, choices, {}, 1);
    expect(problem && t('ar', problem.id, problem.params)).toBe('اختر مقاس المنتج!');
  });
});

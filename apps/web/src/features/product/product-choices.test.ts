import { describe, expect, it } from 'vitest';
import { buildChoices, choose, chosenOptions } from './product-choices.ts';

const row = (attribute: number, name: string, value: number, label: string, price = 0) => ({
  ProductId: 1,
  ProductAttributeID: attribute,
  AttributeDisplayName: name,
  PrimaryKeyValue: value,
  PrimaryKeyDisplayValue: label,
  AdditionalPrice: price,
  PriceType: 1,
  IsRequiredAttribute: true,
});

describe('product choices', () => {
  const detail = {
    ProductColorsJson: [{ ColorID: 6, ColorName: 'نيلي', HexCode: '#2E3A87' }],
    ProductSizesJson: [{ SizeID: 3, ShortName: 'M' }],
  };
  const choices = buildChoices(
    detail,
    [row(1, 'Color', 6, 'Indigo', 50), row(2, 'Size', 3, 'M'), row(4, 'Gift Wrap', 1, 'Wrap', 99)],
    { color: 'اللون', size: 'المقاس' },
  );

  it("names colours as the detail does (the shopper's language) and keeps their price", () => {
    expect(choices.color?.options).toEqual([
      { value: 6, label: 'نيلي', hex: '#2E3A87', AdditionalPrice: 50, PriceType: 1 },
    ]);
    expect(choices.size?.options.map((o) => o.label)).toEqual(['M']);
  });

  it('puts every other attribute in the variants', () => {
    expect(choices.variants.map((v) => v.name)).toEqual(['Gift Wrap']);
  });

  it('lists the chosen options and clears one with null', () => {
    const selection = choose(choose({}, 1, 6), 4, 1);
    expect(chosenOptions(choices, selection).map((o) => o.AdditionalPrice)).toEqual([50, 99]);
    expect(chosenOptions(choices, choose(selection, 4, null))).toHaveLength(1);
  });

  it('has no colour or size group when the product has none', () => {
    const none = buildChoices({ ProductColorsJson: [], ProductSizesJson: [] }, [], {
      color: 'Color',
      size: 'Size',
    });
    expect(none).toEqual({ color: null, size: null, variants: [] });
  });
});

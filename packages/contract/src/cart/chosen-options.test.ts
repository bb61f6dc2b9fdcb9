import { describe, expect, it } from 'vitest';
import { chosenOptions, chosenOptionsText } from './chosen-options.ts';
import { formatPaise } from '../money/money-text.ts';

const hundred = formatPaise(10_000);

const frozen = JSON.stringify([
  {
    ProductAttributeID: 1,
    PrimaryKeyValue: 3,
    AttributeName: 'Colour',
    AttributeValue: 'Red',
    AttributeNameAr: 'اللون',
    AttributeValueAr: 'أحمر',
    AdditionalPricePaise: 0,
  },
  {
    ProductAttributeID: 2,
    PrimaryKeyValue: 9,
    AttributeName: 'Size',
    AttributeValue: 'XXL',
    AttributeNameAr: 'المقاس',
    AttributeValueAr: null,
    AdditionalPricePaise: 10_000,
  },
]);

describe("an order item's chosen options", () => {
  it('are read in the shopper’s language, English where no Arabic was kept', () => {
    expect(chosenOptions(frozen, 'en')).toEqual([
      { name: 'Colour', value: 'Red', additionalPricePaise: 0 },
      { name: 'Size', value: 'XXL', additionalPricePaise: 10_000 },
    ]);
    expect(chosenOptions(frozen, 'ar').map((option) => [option.name, option.value])).toEqual([
      ['اللون', 'أحمر'],
      ['المقاس', 'XXL'],
    ]);
  });

  it('say each option with its extra price', () => {
    expect(chosenOptionsText(chosenOptions(frozen, 'en'), 'en')).toBe(
      `Colour: Red, Size: XXL (+${hundred})`,
    );
    expect(chosenOptionsText(chosenOptions(frozen, 'ar'), 'ar')).toBe(
      `اللون: أحمر، المقاس: XXL (+${hundred})`,
    );
  });

  it('are none for an item without options or with unreadable ones', () => {
    expect(chosenOptions('[]', 'en')).toEqual([]);
    expect(chosenOptions('not json', 'en')).toEqual([]);
    expect(chosenOptions('[{"AttributeName":1}]', 'en')).toEqual([]);
  });
});

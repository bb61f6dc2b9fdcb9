// The one check of a product's fields: every field's rule, each refusal naming its field and a
// message id, every problem listed in the fields' order; a valid draft reads into exact values.
import { describe, expect, it } from 'vitest';
import { checkProduct, type FieldProblem } from './product-check.ts';
import { NEW_PRODUCT_DRAFT, type ProductInput } from './product-draft.ts';

const VALID: ProductInput = {
  ...NEW_PRODUCT_DRAFT,
  sku: 'HOM-LMP-001',
  name: 'Brass lamp',
  name_ar: 'مصباح نحاسي',
  price: '1499.50',
  categories: 'Lamps & Lighting|Festive Gifts',
};

const problems = (input: ProductInput): string[] => {
  const check = checkProduct({ ...VALID, ...input });
  return check.ok ? [] : check.problems.map((p: FieldProblem) => `${p.field}:${p.id}`);
};

describe('checkProduct', () => {
  it('reads a valid draft into exact values', () => {
    const check = checkProduct({
      ...VALID,
      discounted_price: '1299',
      shipping_charge: '49.5',
      gst_rate: '12',
      stock: '7',
      published: 'Yes',
      attributes: [
        { name: 'Gift Wrap', options: [{ value: 'Festive', extra: 'Percentage', amount: '10' }] },
      ],
    });
    expect(check.ok && check.product).toMatchObject({
      pricePaise: 149950,
      discountedPaise: 129900,
      shippingPaise: 4950,
      gstRateBp: 1200,
      stock: 7,
      published: true,
      categories: ['Lamps & Lighting', 'Festive Gifts'],
      attributes: [
        { name: 'Gift Wrap', required: false, options: [{ priceType: 2, percent: 10, paise: 0 }] },
      ],
    });
  });

  it.each<[ProductInput, string[]]>([
    [{ sku: '' }, ['sku:adminFieldRequired']],
    [{ sku: 'a b/c' }, ['sku:adminSkuFormat']],
    [{ name: '' }, ['name:adminFieldRequired']],
    [{ name: 'Two\nlines' }, ['name:adminFieldOneLine']],
    [{ name: 'x'.repeat(201) }, ['name:adminFieldTooLong']],
    [{ name: 'Bell\u0007' }, ['name:adminFieldBadCharacters']],
    [{ name_ar: 'English only' }, ['name_ar:adminNoArabicLetters']],
    [{ name_ar: '', published: 'yes' }, ['name_ar:adminArabicRequired']],
    [{ name_ar: '', published: 'no' }, []],
    [{ short_description_ar: 'no arabic' }, ['short_description_ar:adminNoArabicLetters']],
    [{ full_description: 'x'.repeat(20_001) }, ['full_description:adminFieldTooLong']],
    [{ price: '' }, ['price:adminFieldRequired']],
    [{ price: '1,499.5.0' }, ['price:adminAmountNotANumber']],
    [{ price: '-1' }, ['price:adminAmountNegative']],
    [{ price: '10.005' }, ['price:adminAmountTooManyDecimals']],
    [{ price: '100000001' }, ['price:adminAmountTooLarge']],
    [{ discounted_price: '1499.50' }, ['discounted_price:adminDiscountNotLower']],
    [{ discounted_price: '0' }, ['discounted_price:adminDiscountNotLower']],
    [{ stock: '1.5' }, ['stock:adminWholeNumber']],
    [{ stock: '1000001' }, ['stock:adminWholeNumber']],
    [{ max_per_order: '1001' }, ['max_per_order:adminWholeNumber']],
    [{ display_stock: 'sometimes' }, ['display_stock:adminYesNo']],
    [{ shipping_charge: 'free' }, ['shipping_charge:adminAmountNotANumber']],
    [{ free_shipping: '' }, ['free_shipping:adminYesNo']],
    [{ shipping_days: '91' }, ['shipping_days:adminWholeNumber']],
    [{ digital: 'y' }, ['digital:adminYesNo']],
    [{ final_sale: 'n' }, ['final_sale:adminYesNo']],
    [{ categories: '' }, ['categories:adminFieldRequired']],
    [{ categories: 'Lamps|lamps' }, ['categories:adminListedTwice']],
    [{ colours: ['Red', 'Red'] }, ['colours:adminListedTwice']],
    [{ tags: 'A|B|a' }, ['tags:adminListedTwice']],
    [{ attributes: '[{"name": 1}]' }, ['attributes:adminAttributesNotList']],
    [{ attributes: [{ name: 'Wrap', options: [] }] }, ['attributes:adminAttributeEmpty']],
    [
      { attributes: [{ name: 'Wrap', options: [{ value: 'A', extra: 'Sometimes' }] }] },
      ['attributes:adminOptionExtraType'],
    ],
    [
      {
        attributes: [
          { name: 'Wrap', options: [{ value: 'A', extra: 'Percentage', amount: '150' }] },
        ],
      },
      ['attributes:adminOptionPercent'],
    ],
    [
      {
        attributes: [{ name: 'Wrap', options: [{ value: 'A', extra: 'Fixed', amount: '4.999' }] }],
      },
      ['attributes:adminOptionAmount'],
    ],
    [{ hsn_code: '12' }, ['hsn_code:adminWholeNumber']],
    [{ gst_rate: '41' }, ['gst_rate:adminAmountTooLarge']],
    [{ meta_title: 'a\nb' }, ['meta_title:adminFieldOneLine']],
    [{ meta_description: 'x'.repeat(501) }, ['meta_description:adminFieldTooLong']],
    [{ version: '0' }, ['version:adminWholeNumber']],
  ])('%j → %j', (input, expected) => {
    expect(problems(input)).toEqual(expected);
  });

  it('lists every problem at once, in the order of the fields', () => {
    expect(problems({ version: 'x', price: 'x', sku: '', stock: '-1' })).toEqual([
      'sku:adminFieldRequired',
      'price:adminAmountNotANumber',
      'stock:adminWholeNumber',
      'version:adminWholeNumber',
    ]);
  });
});

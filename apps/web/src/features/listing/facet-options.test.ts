import { describe, expect, it } from 'vitest';
import { appliedChips, priceLabel } from './applied-filters.ts';
import { facetOptions, type FacetRow, type Lookups } from './facet-options.ts';
import { DEFAULT_STATE } from './listing-state.ts';

const LOOKUPS: Lookups = {
  categories: [
    {
      CategoryID: 1,
      ParentCategoryID: null,
      Name: 'Apparel',
      AttachmentURL: '',
      TotalProducts: 0,
      LocalizationJsonData: [{ langId: 2, text: 'الملابس' }],
    },
    {
      CategoryID: 7,
      ParentCategoryID: 1,
      Name: 'Kurtas',
      AttachmentURL: '',
      TotalProducts: 0,
      LocalizationJsonData: [],
    },
  ],
  brands: [
    {
      ManufacturerID: 2,
      Name: 'Kesari Threads',
      LocalizationJsonData: [{ langId: 2, text: 'كيساري ثريدز' }],
    },
    { ManufacturerID: 3, Name: 'Indigo Loom Co.', LocalizationJsonData: [] },
  ],
  sizes: [
    {
      SizeID: 1,
      ShortName: 'XS',
      Name: 'Extra Small',
      Inches: '',
      Centimeters: '',
      LocalizationJsonData: [{ langId: 2, text: 'صغير جدًا' }],
    },
  ],
  tags: [],
  colors: [
    {
      ColorID: 16,
      ColorName: 'Red',
      HexCode: '#C62828',
      LocalizationJsonData: [{ langId: 2, text: 'أحمر' }],
    },
  ],
};
const row = (Facet: FacetRow['Facet'], ID: number, Count: number): FacetRow => ({
  Facet,
  ID,
  Count,
  MinPrice: null,
  MaxPrice: null,
});
const FACETS = [
  row('category', 1, 12),
  row('category', 7, 5),
  row('brand', 2, 4),
  row('price', 1, 3),
];
const TEXTS = {
  search: 'Search: {term}',
  under: 'Under {max}',
  between: '{min} – {max}',
  above: '{min} and above',
  stars: (n: number) => `${n} stars & up`,
};

describe('facet options', () => {
  it('gives every value its count; 0 is disabled unless chosen', () => {
    const state = { ...DEFAULT_STATE, brandIds: [3] };
    const options = facetOptions(state, LOOKUPS, FACETS, 'en');
    expect(options.brands).toEqual([
      { id: 2, label: 'Kesari Threads', count: 4, selected: false, disabled: false },
      { id: 3, label: 'Indigo Loom Co.', count: 0, selected: true, disabled: false },
    ]);
    expect(options.colors[0]).toMatchObject({ count: 0, disabled: true, hex: '#C62828' });
    expect(options.categories[0]).toMatchObject({ label: 'Apparel', count: 12 });
    expect(options.categories[0]?.children[0]).toMatchObject({ id: 7, count: 5 });
    expect(options.prices.map((band) => band.count)).toEqual([0, 3, 0, 0, 0]);
    expect(options.ratings.map((rating) => rating.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('shows no count (and disables nothing) while the counts load', () => {
    const options = facetOptions(DEFAULT_STATE, LOOKUPS, undefined, 'en');
    expect(options.brands[0]).toMatchObject({ count: undefined, disabled: false });
  });

  it('names values in Arabic where the catalogue has Arabic', () => {
    const options = facetOptions(DEFAULT_STATE, LOOKUPS, FACETS, 'ar');
    expect(options.categories[0]?.label).toBe('الملابس');
    expect(options.sizes[0]?.label).toBe('صغير جدًا');
    expect(options.colors[0]?.label).toBe('أحمر');
    expect(options.brands.map((brand) => brand.label)).toEqual(['كيساري ثريدز', 'Indigo Loom Co.']);
  });
});

describe('price labels and chips', () => {
  it('labels the bands of deviation #9 in whole rupees', () => {
    expect(priceLabel('en', TEXTS, 0, 500)).toBe('Under ₹500');
    expect(priceLabel('en', TEXTS, 1000, 2000)).toBe('₹1,000 – ₹2,000');
    expect(priceLabel('en', TEXTS, 5000, null)).toBe('₹5,000 and above');
  });

  it('makes one chip per applied value, each removing only itself', () => {
    const state = {
      ...DEFAULT_STATE,
      searchTerm: 'silk',
      categoryIds: [7],
      brandIds: [2, 3],
      minPrice: 500,
      maxPrice: 999.99,
      rating: 4,
      page: 3,
    };
    const chips = appliedChips('en', state, facetOptions(state, LOOKUPS, FACETS, 'en'), TEXTS);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Search: silk',
      'Kurtas',
      'Kesari Threads',
      'Indigo Loom Co.',
      '₹500 – ₹1,000',
      '4 stars & up',
    ]);
    const brand = chips.find((chip) => chip.label === 'Kesari Threads');
    expect(brand?.without(state)).toEqual({ ...state, brandIds: [3], page: 1 });
  });
});

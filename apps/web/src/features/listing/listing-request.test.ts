import { describe, expect, it } from 'vitest';
import { facetsRequest, listRequest } from './listing-request.ts';
import { DEFAULT_STATE } from './listing-state.ts';

describe('listing requests', () => {
  const state = {
    ...DEFAULT_STATE,
    searchTerm: 'kurta',
    categoryIds: [3, 7],
    sizeIds: [2],
    colorId: 5,
    minPrice: 0,
    maxPrice: 499.99,
    sort: 'Price ASC' as const,
    page: 2,
    pageSize: 18,
  };

  it('sends the §7 parameters, comma-joined lists and the language; nothing for empty filters', () => {
    expect(listRequest(state, 'ar')).toEqual({
      key: 'getAllProducts',
      params: {
        languageCode: 'ar',
        SearchTerm: 'kurta',
        CategoryID: '3,7',
        SizeID: '2',
        ColorID: '5',
        MinPrice: 0,
        MaxPrice: 499.99,
        OrderByColumnName: 'Price ASC',
        PageNo: 2,
        PageSize: 18,
      },
    });
    expect(listRequest(DEFAULT_STATE, 'en').params).toEqual({
      languageCode: 'en',
      OrderByColumnName: '',
      PageNo: 1,
      PageSize: 9,
    });
  });

  it('asks the popular and recent lists with the same filters, in their own order', () => {
    expect(listRequest({ ...state, mode: 'popular' }, 'en')).toMatchObject({
      key: 'getPopularProducts',
      params: { CategoryID: '3,7', TabName: '', PageNo: 2 },
    });
    expect(listRequest({ ...state, mode: 'recent' }, 'en')).toMatchObject({
      key: 'getRecentProducts',
      params: { TabName: 'new products' },
    });
  });

  it('counts facets for the filters only: one cached answer whatever the page or sort', () => {
    expect(facetsRequest(state, 'en')).toEqual(
      facetsRequest({ ...state, page: 9, sort: '' }, 'en'),
    );
    expect(facetsRequest(state, 'en')).not.toHaveProperty('PageNo');
  });
});

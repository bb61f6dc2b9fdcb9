import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, PREFIX } from './endpoints.ts';
import { API_SCHEMAS } from './api-schemas.ts';

describe('endpoint table', () => {
  const entries = Object.entries(ENDPOINTS);

  it('lists every endpoint of endpoints.md once', () => {
    // 33 dynamic + 8 common (BestFacilities reuses the localization endpoint), plus Bazaar's
    // get-product-facets, get-search-suggestions, get-campaign-products, logout and the sandbox
    // payment steps (card token, wallet order, wallet approval), get-customer-order-detail,
    // get-order-attempt, the wish list's add and remove, the saved cart's merge and save and
    // the address book's list, save, delete and set-default, get-my-product-review, and
    // after-sales' cancel, return request and what each line allows (#20), and the payment
    // provider's checkout (#21).
    expect(entries).toHaveLength(63);
    const paths = entries.map(([, endpoint]) => endpointPath(endpoint));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a request and row schema for every endpoint', () => {
    expect(Object.keys(API_SCHEMAS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(Object.keys(API_SCHEMAS) as (keyof typeof API_SCHEMAS)[])(
    '%s reads languageCode: English unless asked, en or ar only',
    (key) => {
      const named = (languageCode: unknown) =>
        API_SCHEMAS[key].request
          .safeParse({ languageCode })
          .error?.issues.filter((issue) => issue.path.join('.') === 'languageCode') ?? [];
      expect(named('ar')).toEqual([]);
      expect(named('fr')).not.toEqual([]);
      const shape = API_SCHEMAS[key].request.def.right;
      expect(shape.parse({})).toEqual({ languageCode: 'en', languageChosen: undefined });
      expect(shape.parse({ languageCode: 'ar' })).toMatchObject({ languageCode: 'ar' });
    },
  );

  it('marks the answers the provider reads as one object (endpoints.md)', () => {
    const objects = entries
      .filter(([, endpoint]) => endpoint.answers === 'object')
      .map(([key]) => key)
      .sort();
    expect(objects).toEqual(
      expect.arrayContaining([
        'encodePassword',
        'getCartItems',
        'getCouponDiscount',
        'getStripePublicKey',
      ]),
    );
    expect(API_SCHEMAS.getCouponDiscount.row.keyof().options).toEqual([
      'DiscountValueAfterCouponAppliedWithQuantity',
      'DiscountValueAfterCouponApplied',
      'DiscountId',
      'DiscountAmount',
      'OrderTotalAfterDiscount',
      'CouponCode',
      'Reason',
    ]);
    expect(API_SCHEMAS.encodePassword.row.keyof().options).toEqual(['Password']);
    expect(API_SCHEMAS.getStripePublicKey.row.keyof().options).toEqual(['strpK']);
  });

  it('uses the provider paths, including its spellings', () => {
    expect(endpointPath(ENDPOINTS.getProductDetail)).toBe(
      '/api/v1/dynamic/dataoperation/get-product_detail',
    );
    expect(endpointPath(ENDPOINTS.getTagsList)).toBe(
      '/api/v1/dynamic/dataoperation/get-popular-tags',
    );
    expect(endpointPath(ENDPOINTS.getLocalization)).toBe(
      '/api/v1/common/localization-cstm-portal/get-localization-data',
    );
    expect(ENDPOINTS.postCustomerOrder.prefix).toBe(PREFIX.common);
  });
});

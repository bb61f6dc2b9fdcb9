import { describe, expect, it } from 'vitest';
import { API_SCHEMAS } from '../api-schemas.ts';
import { CONTACT_REQUEST, SIGNUP_REQUEST } from '../sample-requests.test-support.ts';
import { isFormOutcome } from './params.ts';

const parse = (key: keyof typeof API_SCHEMAS, params: unknown) =>
  API_SCHEMAS[key].request.safeParse(params);

describe('parameters as the provider storefront sends them', () => {
  it('accepts numbers as numeric strings and fills defaults for "", null or missing', () => {
    const result = parse('getCategoriesList', { PageNo: '2', PageSize: 50, recordValueJson: '[]' });
    expect(result.success && result.data).toEqual({ PageNo: 2, PageSize: 50, languageCode: 'en' });
    const defaults = parse('getCategoriesList', { PageNo: '', PageSize: null, languageCode: '' });
    expect(defaults.success && defaults.data).toEqual({
      PageNo: 1,
      PageSize: 100,
      languageCode: 'en',
    });
  });

  it('reads languageCode on every endpoint, English unless asked, refusing others', () => {
    const order = { UserID: 1, cartJsonData: '[]', PaymentMethod: 6, languageCode: 'ar' };
    expect(parse('postCustomerOrder', order).data).toMatchObject({ languageCode: 'ar' });
    expect(parse('logout', {}).data).toEqual({ languageCode: 'en' });
    const french = parse('contactUs', { languageCode: 'fr' });
    expect(french.error?.issues.map((issue) => issue.path.join('.'))).toContain('languageCode');
  });

  it('rejects wrong types and out-of-range values, naming the field', () => {
    const wrong = parse('getCategoriesList', { PageNo: 'first' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['PageNo']);
    expect(parse('getCategoriesList', { PageSize: 5000 }).success).toBe(false);
    expect(parse('getCategoriesList', { PageNo: 0 }).success).toBe(false);
    expect(parse('getCampaignDetail', {}).success).toBe(false);
    expect(parse('getCampaignDetail', { CampaignId: 1.5 }).success).toBe(false);
  });

  it('splits comma-joined id lists', () => {
    const result = API_SCHEMAS.getAllProducts.request.parse({
      CategoryID: '12,14',
      ColorID: '',
      SizeID: 3,
    });
    expect(result.CategoryID).toEqual([12, 14]);
    expect(result.ColorID).toEqual([]);
    expect(result.SizeID).toEqual([3]);
    expect(parse('getAllProducts', { CategoryID: '12,abc' }).success).toBe(false);
  });

  it('validates form endpoints with the spec messages and trims values', () => {
    const bad = parse('contactUs', { FullName: ' ', Email: 'a@b.co' });
    expect(bad.error?.issues[0]?.message).toBe('Name is required');
    const good = parse('insertSubscriber', { SubscriberEmail: '  a@b.co ' });
    expect(good.success && good.data).toEqual({ SubscriberEmail: 'a@b.co', languageCode: 'en' });
    const wrongType = parse('insertSubscriber', { SubscriberEmail: { $ne: 1 } });
    expect(wrongType.success).toBe(false);
  });

  it('parses cartJsonData from a JSON string', () => {
    const line = { ProductId: 7, productSelectedAttributes: [], Quantity: 2, ShippingCharges: 0 };
    const good = API_SCHEMAS.getCartItems.request.parse({ cartJsonData: JSON.stringify([line]) });
    expect(good.cartJsonData[0]?.ProductId).toBe(7);
    const broken = parse('getCartItems', { cartJsonData: '[{' });
    expect(broken.error?.issues[0]?.message).toBe('must be a valid JSON string');
  });

  it('localization needs a page entity id (57–98) and a language', () => {
    expect(parse('getLocalization', { entityId: 63, languageCode: 'ar' }).success).toBe(true);
    expect(parse('getLocalization', { entityId: 97, languageCode: 'en' }).success).toBe(true);
    expect(parse('getLocalization', { entityId: 12, languageCode: 'ar' }).success).toBe(false);
    expect(parse('getLocalization', { entityId: 99, languageCode: 'ar' }).success).toBe(false);
    expect(parse('getLocalization', { entityId: 63, languageCode: 'fr' }).success).toBe(false);
  });

  it('localization accepts the request exactly as the provider storefront sends it', () => {
    const sent = { entityId: 78, languageCode: 'ar', recordValueJson: '[]' };
    expect(parse('getLocalization', sent).data).toEqual({
      entityId: 78,
      languageCode: 'ar',
      languageChosen: 'ar',
    });
    const asText = parse('getLocalization', { entityId: '78', languageCode: 'ar' });
    expect(asText.data).toEqual({ entityId: 78, languageCode: 'ar', languageChosen: 'ar' });
  });
});

describe('"nothing chosen" in id lists and location ids (issue 5 item 11)', () => {
  it('treats 0 and -999 in an id list as not set: "0" is all, "0,12" is category 12', () => {
    const ids = (CategoryID: unknown) =>
      API_SCHEMAS.getAllProducts.request.parse({ CategoryID }).CategoryID;
    expect(ids('0')).toEqual([]);
    expect(ids(0)).toEqual([]);
    expect(ids('0,12')).toEqual([12]);
    expect(ids('-999')).toEqual([]);
    expect(ids('12,-999,14')).toEqual([12, 14]);
    expect(parse('getAllProducts', { CategoryID: '-5' }).success).toBe(false);
  });

  it('reads the listing request the provider storefront builds', () => {
    const result = API_SCHEMAS.getAllProducts.request.parse({
      SearchTerm: null,
      SizeID: null,
      ColorID: null,
      CategoryID: '0',
      TagID: '',
      ManufacturerID: null,
      MinPrice: '600',
      MaxPrice: '1000000000',
      Rating: null,
      OrderByColumnName: null,
      PageNo: 1,
      PageSize: 22,
      recordValueJson: '[]',
    });
    expect(result).toMatchObject({
      CategoryID: [],
      MinPrice: 600,
      MaxPrice: 1_000_000_000,
      OrderByColumnName: '',
      PageSize: 22,
    });
  });

  it('reads CountryId / StateProvinceId 0 or "-999" as none', () => {
    for (const CountryId of [0, '0', -999, '-999', '', null]) {
      expect(API_SCHEMAS.getStatesList.request.parse({ CountryId }).CountryId).toBeUndefined();
    }
    expect(API_SCHEMAS.getStatesList.request.parse({ CountryId: '3' }).CountryId).toBe(3);
    expect(API_SCHEMAS.getCitiesList.request.parse({ StateProvinceId: 7 }).StateProvinceId).toBe(7);
    expect(parse('getCitiesList', { StateProvinceId: -3 }).success).toBe(false);
    expect(parse('getCitiesList', { StateProvinceId: 'Goa' }).success).toBe(false);
  });

  it('reads ProductsIds as the JSON string the provider sends, or as a plain list', () => {
    const ids = (ProductsIds: unknown) =>
      API_SCHEMAS.getProductsByIds.request.parse({ ProductsIds }).ProductsIds;
    expect(
      ids('[{"ProductId":151},{"ProductId":"152"},{"ProductId":0},{"ProductId":151}]'),
    ).toEqual([151, 152]);
    expect(ids('[]')).toEqual([]);
    expect(ids('151,152')).toEqual([151, 152]);
    expect(ids([151])).toEqual([151]);
    expect(parse('getProductsByIds', { ProductsIds: '[{"ProductId":' }).success).toBe(false);
    expect(parse('getProductsByIds', { ProductsIds: '[{"ProductId":"x"}]' }).success).toBe(false);
  });
});

describe('text fields on every endpoint (issue 5 item 7)', () => {
  const contact = CONTACT_REQUEST;

  it.each(['FullName', 'Email', 'PhoneNumber', 'Subject'])(
    'refuses a line break in the one-line field %s',
    (field) => {
      for (const value of ['a\r\nBcc: x@y.in', 'a\nb', 'a\u2028b']) {
        const result = parse('contactUs', { ...contact, [field]: value });
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]).toMatchObject({
          path: [field],
          message: 'must be a single line',
        });
      }
    },
  );

  it('allows line breaks in the message, review body and address', () => {
    expect(parse('contactUs', { ...contact, Message: 'Line one\r\nLine two' }).success).toBe(true);
  });

  it.each(['\uD800', 'a\uDC00b', 'end\uDBFF'])('refuses the lone surrogate in %j', (value) => {
    const result = parse('contactUs', { ...contact, Message: value });
    expect(result.error?.issues[0]?.message).toBe(
      'must be valid Unicode text (no unpaired surrogates)',
    );
    expect(parse('getAllProducts', { SearchTerm: value }).success).toBe(false);
  });

  it('keeps paired surrogates (emoji) as they are', () => {
    expect(parse('contactUs', { ...contact, Message: 'Thanks 🙏' }).success).toBe(true);
  });

  it('marks §5 form-rule failures as outcomes and shape errors as not', () => {
    const rule = parse('contactUs', { ...contact, FullName: ' ' });
    expect(rule.error?.issues.every(isFormOutcome)).toBe(true);
    const shape = parse('contactUs', { ...contact, FullName: ['x'] });
    expect(shape.error?.issues.some(isFormOutcome)).toBe(false);
  });
});

describe('account requests as the provider storefront sends them (issue 5 item 11)', () => {
  const signup = SIGNUP_REQUEST;

  it('signup: CountryID "-999" means no country', () => {
    const result = API_SCHEMAS.signupUser.request.parse({ ...signup, CountryID: '-999' });
    expect(result.CountryID).toBeUndefined();
    expect(result.StateProvinceId).toBeUndefined();
    expect(API_SCHEMAS.signupUser.request.parse({ ...signup, CountryID: '1' }).CountryID).toBe(1);
  });

  it('seller request: accepted without ConfirmPassword; a different one is refused', () => {
    const seller = { ...signup, CountryID: '1' };
    expect(parse('createVendorRequest', seller).success).toBe(true);
    const mismatch = parse('createVendorRequest', { ...seller, ConfirmPassword: 'other123' });
    expect(mismatch.error?.issues[0]?.message).toBe('Password does not match!');
    expect(mismatch.error?.issues.every(isFormOutcome)).toBe(true);
    expect(parse('createVendorRequest', { ...seller, ConfirmPassword: 'secret12' }).success).toBe(
      true,
    );
  });
});

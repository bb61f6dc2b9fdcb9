import { describe, expect, it } from 'vitest';
import { API_SCHEMAS } from '../api-schemas.ts';

const parse = (key: keyof typeof API_SCHEMAS, params: unknown) =>
  API_SCHEMAS[key].request.safeParse(params);

describe('parameters as the provider storefront sends them', () => {
  it('accepts numbers as numeric strings and fills defaults for "", null or missing', () => {
    const result = parse('getCategoriesList', { PageNo: '2', PageSize: 50, recordValueJson: '[]' });
    expect(result.success && result.data).toEqual({ PageNo: 2, PageSize: 50 });
    const defaults = parse('getCategoriesList', { PageNo: '', PageSize: null });
    expect(defaults.success && defaults.data).toEqual({ PageNo: 1, PageSize: 100 });
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
    expect(good.success && good.data).toEqual({ SubscriberEmail: 'a@b.co' });
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

  it('localization needs a page entity id (57–97) and a language', () => {
    expect(parse('getLocalization', { entityId: 63, languageCode: 'ar' }).success).toBe(true);
    expect(parse('getLocalization', { entityId: 97, languageCode: 'en' }).success).toBe(true);
    expect(parse('getLocalization', { entityId: 12, languageCode: 'ar' }).success).toBe(false);
    expect(parse('getLocalization', { entityId: 98, languageCode: 'ar' }).success).toBe(false);
    expect(parse('getLocalization', { entityId: 63, languageCode: 'fr' }).success).toBe(false);
  });

  it('localization accepts the request exactly as the provider storefront sends it', () => {
    const sent = { entityId: 78, languageCode: 'ar', recordValueJson: '[]' };
    expect(parse('getLocalization', sent).data).toEqual({ entityId: 78, languageCode: 'ar' });
    const asText = parse('getLocalization', { entityId: '78', languageCode: 'ar' });
    expect(asText.data).toEqual({ entityId: 78, languageCode: 'ar' });
  });
});

// Body size and parse cost: the limit fits the largest real request, and a deeply nested
// body is refused before it is parsed. Every refusal comes back in the envelope.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { SERVER_ERRORS } from '@bazaar/contract/messages';
import { API_BODY_LIMIT } from '../app.ts';
import { useTestApp } from '../test/test-app.ts';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-body.ts';

/** The order a shopper with a full cart sends: 100 lines, 3 attributes each, a long note. */
function largestRealOrder(): string {
  const lines = Array.from({ length: 100 }, (_, index) => {
    const ProductId = 100_000 + index;
    return {
      ProductId,
      productSelectedAttributes: [1, 2, 3].map((attribute) => ({
        ProductId,
        ProductAttributeID: attribute,
        PrimaryKeyValue: 10_000 + attribute,
      })),
      Quantity: 10,
      ShippingCharges: 0,
      DefaultImage: `/files/images/products/${ProductId}/main-1200x1500-a1b2c3d4e5.webp`,
    };
  });
  return JSON.stringify({
    requestParameters: {
      UserID: 123_456,
      OrderNote: 'ملاحظة '.repeat(143).slice(0, 1000),
      cartJsonData: JSON.stringify(lines),
      CouponCode: 'FESTIVE-SALE-2026-EXTRA',
      PaymentMethod: '5',
      recordValueJson: '[]',
    },
  });
}

describe('request bodies', () => {
  const t = useTestApp('sqlite', { seed: false });

  const url = endpointPath(ENDPOINTS.getCategoriesList);
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('has room for the largest real request', () => {
    const size = Buffer.byteLength(largestRealOrder());
    expect(size).toBeLessThan(API_BODY_LIMIT * 0.75);
  });

  it('refuses a body over the limit with 413 in the envelope', async () => {
    const response = await post(
      JSON.stringify({ requestParameters: { pad: 'x'.repeat(API_BODY_LIMIT) } }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json<Envelope>().errorMessage).toBe(SERVER_ERRORS.bodyTooLarge);
  });

  it('refuses deep nesting before parsing it', async () => {
    const deep = `{"requestParameters":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await post(deep);
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().errorMessage).toBe(SERVER_ERRORS.jsonTooDeep);
  });

  it('accepts ordinary nesting', async () => {
    const response = await post(JSON.stringify({ requestParameters: { a: [[{ b: [1] }]] } }));
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['text/plain', SERVER_ERRORS.notJson],
    ['application/x-www-form-urlencoded', SERVER_ERRORS.notJson],
    ['application/xml', SERVER_ERRORS.notJson],
  ])('answers a %s body with 400 in the envelope', async (contentType, message) => {
    const response = await post('requestParameters=1', contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>()).toMatchObject({ statusCode: 400, errorMessage: message });
  });

  it('answers a prototype-poisoning body with 400 in the envelope', async () => {
    const response = await post('{"requestParameters":{"__proto__":{"admin":true}}}');
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().statusCode).toBe(400);
  });
});

describe('nesting depth', () => {
  it('counts brackets outside strings only', () => {
    expect(exceedsJsonDepth('{"a":"[[[[[[[[[[[[[[[[[[[[[[["}', 2)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('[[[]]]', 2)).toBe(true);
    expect(exceedsJsonDepth('[[]]', 2)).toBe(false);
    expect(exceedsJsonDepth('['.repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_SCHEMAS } from './api-schemas.ts';
import { ID_MAX, idFromText } from './ids.ts';
import { fieldName, requestFields, withValue, type RequestField } from './request-fields.ts';
import { hasControlCharacter } from './validation.ts';

const ENDPOINT_FIELDS = Object.entries(API_SCHEMAS).flatMap(([endpoint, { request }]) =>
  requestFields(request as z.ZodType).map((field) => ({
    endpoint,
    request: request as z.ZodType,
    field,
    name: fieldName(field.path),
  })),
);
const ofKind = (...kinds: RequestField['kind'][]) =>
  ENDPOINT_FIELDS.filter(({ field }) => kinds.includes(field.kind));

/** The paths of the problems a request has ("cartJsonData.0.Quantity", "CategoryID.0"). */
function problems(request: z.ZodType, params: unknown): string[] {
  const result = request.safeParse(params);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}
const names = (name: string) => (path: string) => path === name || path.startsWith(`${name}.`);

describe('the request fields the contract reads', () => {
  it('finds ids in lists and inside cartJsonData', () => {
    const found = ofKind('id').map(({ endpoint, name }) => `${endpoint} ${name}`);
    expect(found).toContain('getAllProducts CategoryID');
    expect(found).toContain('getProductsByIds ProductsIds');
    expect(found).toContain(
      'postCustomerOrder cartJsonData.0.productSelectedAttributes.0.ProductId',
    );
    expect(found).toContain('getCitiesList StateProvinceId');
    expect(found.length).toBeGreaterThan(60);
  });

  it('marks every field named like an id as one (a new id field cannot skip the rule)', () => {
    const bounded = new Set(['entityId']); // a page number, 57–98 (PAGE_ENTITY_ID_RANGE)
    const named = ENDPOINT_FIELDS.filter(({ field }) => {
      const last = field.path.at(-1);
      return last && 'key' in last && /(Id|ID)s?$/.test(last.key) && !bounded.has(last.key);
    });
    expect(named.filter(({ field }) => field.kind !== 'id')).toEqual([]);
  });
});

describe('ids: a whole number from 1 to 2^31 − 1 (issue 17 item 4)', () => {
  it.each(ofKind('id').map((row) => [`${row.endpoint} ${row.name}`, row] as const))(
    '%s refuses 2147483648 and takes 2147483647',
    (_, { request, field, name }) => {
      for (const tooBig of [ID_MAX + 1, String(ID_MAX + 1), 2 ** 53]) {
        expect(problems(request, withValue({}, field.path, tooBig))).toContainEqual(
          expect.stringMatching(new RegExp(`^${name.replace(/\./g, '\\.')}(\\.|$)`)),
        );
      }
      const largest = problems(request, withValue({}, field.path, ID_MAX));
      expect(largest.filter(names(name))).toEqual([]);
    },
  );

  it('reads ids from URL paths and headers by the same rule', () => {
    expect(idFromText('2147483647')).toBe(ID_MAX);
    for (const text of ['2147483648', '0', '-1', '1e1', '', '12a', '99999999999']) {
      expect(idFromText(text)).toBeUndefined();
    }
  });
});

describe('whole numbers are written as whole numbers (issue 17 item 17)', () => {
  it.each(ofKind('id', 'integer').map((row) => [`${row.endpoint} ${row.name}`, row] as const))(
    '%s refuses "1e1", "10.0", "0x10" and 1.5',
    (_, { request, field, name }) => {
      for (const value of ['1e1', '10.0', '0x10', '+5', 1.5]) {
        expect(problems(request, withValue({}, field.path, value)).filter(names(name))).not.toEqual(
          [],
        );
      }
    },
  );

  it('still takes digits as a string, as the provider storefront sends them', () => {
    const line = { ProductId: '7', Quantity: ' 3 ', productSelectedAttributes: [] };
    const parsed = API_SCHEMAS.getCartItems.request.parse({ cartJsonData: JSON.stringify([line]) });
    expect(parsed.cartJsonData[0]).toMatchObject({ ProductId: 7, Quantity: 3 });
  });
});

describe('text holds no control characters (issue 17 item 12)', () => {
  const osc = '\u001b]0;x\u0007';
  it.each(ofKind('text').map((row) => [`${row.endpoint} ${row.name}`, row] as const))(
    '%s refuses an OSC sequence',
    (_, { request, field, name }) => {
      expect(
        problems(request, withValue({}, field.path, `a${osc}b`)).filter(names(name)),
      ).not.toEqual([]);
    },
  );

  it('allows tab everywhere and line breaks only where the field is multi-line', () => {
    expect(hasControlCharacter('a\tb')).toBe(false);
    expect(hasControlCharacter('a\r\nb', true)).toBe(false);
    expect(hasControlCharacter('a\nb')).toBe(true);
    for (const control of ['\u001b[2J', '\u0007', '\u009b31m', '\u007f', '\u000b']) {
      expect(hasControlCharacter(control, true)).toBe(true);
    }
    expect(hasControlCharacter('ملابس 🙏')).toBe(false);
  });

  it('names the message in the answer', () => {
    const result = API_SCHEMAS.contactUs.request.safeParse({ Message: `Hi ${osc}` });
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['Message'],
        message: 'must not contain control characters',
      }),
    );
  });
});

// A malformed cartJsonData is HTTP 400 whose errorMessage names the line and the problem, never
// a 500 and never a price: not JSON, not a list, too long, unknown or repeated products, options
// of another product or not offered, attributes chosen twice or not at all, bad quantities.
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { cartLine, insertTestProducts, type TestProducts } from './cart-products.test-support.ts';

describe.each(DIALECTS)('malformed carts on %s', (dialect) => {
  const t = useTestApp(dialect);
  let p: TestProducts;
  beforeAll(async () => {
    p = await insertTestProducts(t.db, 'malformed');
  });

  const malformed: [string, () => unknown, RegExp][] = [
    ['not JSON', () => '[{"ProductId":', /^cartJsonData: must be a valid JSON string$/],
    ['not a string', () => [cartLine(p.attar, 1)], /^cartJsonData: must be a JSON string$/],
    ['not a list', () => JSON.stringify(cartLine(p.attar, 1)), /^cartJsonData: /],
    ['a list of numbers', () => '[1,2]', /^cartJsonData\.0: /],
    [
      'more than 100 lines',
      () => JSON.stringify(Array.from({ length: 101 }, () => cartLine(p.attar, 1))),
      /^cartJsonData: holds too many lines$/,
    ],
    [
      'an unknown product',
      () => JSON.stringify([cartLine(p.attar, 1), cartLine(987_654_321, 1)]),
      /^cartJsonData\.1\.ProductId: product 987654321 does not exist$/,
    ],
    [
      'a product id past the largest id a row can have (2^31 − 1)',
      () => JSON.stringify([cartLine(9_007_199_254_740_991, 1)]),
      /^cartJsonData\.0\.ProductId: must be at most 2147483647$/,
    ],
    [
      'the largest id a row can have, which no product holds',
      () => JSON.stringify([cartLine(2_147_483_647, 1)]),
      /^cartJsonData\.0\.ProductId: product 2147483647 does not exist$/,
    ],
    [
      'a product id that is no number',
      () => '[{"ProductId":"abc","Quantity":1}]',
      /^cartJsonData\.0\.ProductId: /,
    ],
    [
      'a product listed twice',
      () => JSON.stringify([cartLine(p.attar, 1), cartLine(p.attar, 1)]),
      /^cartJsonData\.1\.ProductId: product \d+ is listed more than once/,
    ],
    [
      'the same choice listed twice, its options in another order',
      () =>
        JSON.stringify([
          cartLine(p.kurta, 1, [
            [1, p.red],
            [2, p.sizeM],
          ]),
          cartLine(p.kurta, 1, [
            [2, p.sizeM],
            [1, p.red],
          ]),
        ]),
      /^cartJsonData\.1\.ProductId: product \d+ is listed more than once with the same choices/,
    ],
    [
      'an option naming another product',
      () =>
        JSON.stringify([
          {
            ...cartLine(p.kurta, 1, [[2, p.sizeM]]),
            productSelectedAttributes: [
              { ProductId: p.attar, ProductAttributeID: 1, PrimaryKeyValue: p.red },
              { ProductId: p.kurta, ProductAttributeID: 2, PrimaryKeyValue: p.sizeM },
            ],
          },
        ]),
      /^cartJsonData\.0\.productSelectedAttributes\.0\.ProductId: the option names product \d+, not product \d+ of its line$/,
    ],
    [
      "another product's option value",
      () =>
        JSON.stringify([
          cartLine(p.kurta, 1, [
            [1, 999_999],
            [2, p.sizeM],
          ]),
        ]),
      /^cartJsonData\.0\.productSelectedAttributes\.0\.PrimaryKeyValue: product \d+ has no option 999999 of attribute 1$/,
    ],
    [
      'an option of a product without attributes',
      () => JSON.stringify([cartLine(p.attar, 1, [[1, p.red]])]),
      /^cartJsonData\.0\.productSelectedAttributes\.0\.PrimaryKeyValue: product \d+ has no option/,
    ],
    [
      'one attribute chosen twice',
      () =>
        JSON.stringify([
          cartLine(p.kurta, 1, [
            [1, p.red],
            [1, p.navy],
            [2, p.sizeM],
          ]),
        ]),
      /^cartJsonData\.0\.productSelectedAttributes\.1\.ProductAttributeID: attribute 1 of product \d+ is chosen more than once$/,
    ],
    [
      'a required size not chosen',
      () => JSON.stringify([cartLine(p.kurta, 1, [[1, p.red]])]),
      /^cartJsonData\.0\.productSelectedAttributes: Size of product \d+ must be chosen$/,
    ],
    ['quantity 0', () => JSON.stringify([cartLine(p.attar, 0)]), /^cartJsonData\.0\.Quantity: /],
    ['quantity -1', () => JSON.stringify([cartLine(p.attar, -1)]), /^cartJsonData\.0\.Quantity: /],
    [
      'quantity 1.5',
      () => JSON.stringify([cartLine(p.attar, 1.5)]),
      /^cartJsonData\.0\.Quantity: /,
    ],
    [
      'quantity over 10',
      () =>
        JSON.stringify([
          cartLine(p.kurta, 11, [
            [1, p.red],
            [2, p.sizeM],
          ]),
        ]),
      /^cartJsonData\.0\.Quantity: quantity 11 of product \d+ \(all its lines\) is over its limit of 10$/,
    ],
    [
      "quantity over the product's own limit",
      () => JSON.stringify([cartLine(p.attar, 3)]),
      /^cartJsonData\.0\.Quantity: quantity 3 of product \d+ \(all its lines\) is over its limit of 2$/,
    ],
    [
      'two sizes of one product over its limit together',
      () =>
        JSON.stringify([
          cartLine(p.kurta, 6, [
            [1, p.red],
            [2, p.sizeM],
          ]),
          cartLine(p.kurta, 5, [
            [1, p.red],
            [2, p.sizeXxl],
          ]),
        ]),
      /^cartJsonData\.1\.Quantity: quantity 11 of product \d+ \(all its lines\) is over its limit of 10$/,
    ],
    ['no cart at all', () => undefined, /^cartJsonData: /],
  ];

  it.each(malformed.map(([name, make, message]) => [name, make, message] as const))(
    'refuses a cart with %s: HTTP 400 naming it',
    async (_name, make, message) => {
      const { status, envelope } = await call(t.app, 'getCartItems', { cartJsonData: make() });
      expect(status).toBe(400);
      expect(envelope.statusCode).toBe(400);
      expect(envelope.errorMessage).toMatch(message);
    },
  );
});

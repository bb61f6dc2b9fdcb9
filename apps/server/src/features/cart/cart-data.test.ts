// get-customer-cart-items/cart-data through the real app, per dialect: every figure comes from
// the database whatever the browser sends, unavailable lines are reported and not charged, and
// every malformed cart is a 400 naming the problem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartData } from '@bazaar/contract/schemas/orders';
import { DIALECTS } from '../../test/databases.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { cartLine, insertTestProducts, type TestProducts } from './cart-test-products.ts';

describe.each(DIALECTS)('cart data on %s', (dialect) => {
  let t: TestApp;
  let p: TestProducts;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    p = await insertTestProducts(t.db, 'cart');
  });
  afterAll(() => t.close());

  const priceCart = (lines: unknown[], extra: Record<string, unknown> = {}) =>
    call<CartData>(t.app, 'getCartItems', {
      cartJsonData: JSON.stringify(lines),
      recordValueJson: '[]',
      ...extra,
    });

  it('prices every line from the database and ignores the prices and totals it is sent', async () => {
    const tampered = { Price: 0.01, DiscountedPrice: 0.01, ShippingCharges: 0, ItemSubTotal: 0.01 };
    const { status, envelope, data } = await priceCart(
      [
        cartLine(
          p.kurta,
          2,
          [
            [1, p.red],
            [2, p.sizeM],
          ],
          tampered,
        ),
        cartLine(p.attar, 1, [], tampered),
      ],
      { cartSubTotal: 1, shippingSubTotal: 0, orderTotal: 1, DiscountedPrice: 0 },
    );
    expect(status).toBe(200);
    expect(envelope.statusCode).toBe(200);
    expect(data).toEqual({
      productsData: [
        {
          ProductId: p.kurta,
          ProductName: 'Test Kurta',
          Price: 1000,
          DiscountedPrice: 800,
          Quantity: 2,
          ShippingCharges: 98,
          ItemSubTotal: 1600,
          ColorName: 'Red',
          SizeShortName: 'M',
          ProductImagesJson: [{ AttachmentURL: '/files/images/test/kurta-red.svg' }],
          OrderMaximumQuantity: 0,
          SelectedAttributes: [
            { AttributeName: 'Color', AttributeValue: 'Red' },
            { AttributeName: 'Size', AttributeValue: 'M' },
          ],
          IsAvailable: true,
          UnitsLeft: 10,
          UnavailableReason: null,
          IsDigitalProduct: false,
        },
        {
          ProductId: p.attar,
          ProductName: 'Test Attar',
          Price: 500,
          DiscountedPrice: null,
          Quantity: 1,
          ShippingCharges: 0,
          ItemSubTotal: 500,
          ColorName: '',
          SizeShortName: '',
          ProductImagesJson: [],
          OrderMaximumQuantity: 2,
          SelectedAttributes: [],
          IsAvailable: true,
          UnitsLeft: 1,
          UnavailableReason: null,
          IsDigitalProduct: false,
        },
      ],
      cartSubTotal: 2100,
      shippingSubTotal: 98,
      orderTotal: 2198,
      isValid: true,
    });
  });

  it('adds Fixed options as amounts and Percentage options as a share of each base price', async () => {
    // XXL +₹100; gift wrap +10 %: list ₹1,000 + 100 + 100, sale ₹800 + 100 + 80.
    const { data } = await priceCart([
      cartLine(p.kurta, 1, [
        [4, 1],
        [2, p.sizeXxl],
        [1, p.navy],
      ]),
    ]);
    const [line] = data.productsData;
    expect(line).toMatchObject({
      Price: 1200,
      DiscountedPrice: 980,
      ItemSubTotal: 980,
      ShippingCharges: 49,
      ColorName: 'Navy',
      SizeShortName: 'XXL',
      ProductImagesJson: [{ AttachmentURL: '/files/images/test/kurta-navy.svg' }],
    });
    // In the product's attribute order, whatever order they were sent in.
    expect(line?.SelectedAttributes.map((a) => a.AttributeName)).toEqual([
      'Color',
      'Size',
      'Gift Wrap',
    ]);
    expect(data).toMatchObject({ cartSubTotal: 980, shippingSubTotal: 49, orderTotal: 1029 });
  });

  it('answers names and chosen values in Arabic for languageCode ar', async () => {
    const { data } = await priceCart(
      [
        cartLine(p.kurta, 1, [
          [1, p.red],
          [2, p.sizeM],
        ]),
      ],
      {
        languageCode: 'ar',
      },
    );
    expect(data.productsData[0]).toMatchObject({
      ProductName: 'كورتا تجريبية',
      ColorName: 'أحمر',
      SelectedAttributes: [
        { AttributeName: 'اللون', AttributeValue: 'أحمر' },
        { AttributeName: 'المقاس', AttributeValue: 'M' },
      ],
    });
  });

  it('reports removed, sold-out and short-stocked lines and charges none of them', async () => {
    const { status, data } = await priceCart([
      cartLine(p.sold, 1),
      cartLine(p.hidden, 1),
      cartLine(p.attar, 2),
      cartLine(p.ebook, 1),
    ]);
    expect(status).toBe(200);
    const lines = data.productsData.map((line) => ({
      id: line.ProductId,
      price: line.Price,
      total: line.ItemSubTotal,
      shipping: line.ShippingCharges,
      available: line.IsAvailable,
      left: line.UnitsLeft,
      reason: line.UnavailableReason,
    }));
    expect(lines).toEqual([
      {
        id: p.sold,
        price: 300,
        total: 0,
        shipping: 0,
        available: false,
        left: 0,
        reason: 'out-of-stock',
      },
      {
        id: p.hidden,
        price: 700,
        total: 0,
        shipping: 0,
        available: false,
        left: 0,
        reason: 'removed',
      },
      {
        id: p.attar,
        price: 500,
        total: 0,
        shipping: 0,
        available: false,
        left: 1,
        reason: 'not-enough-stock',
      },
      // Digital: never a shipping charge.
      { id: p.ebook, price: 199, total: 199, shipping: 0, available: true, left: 10, reason: null },
    ]);
    expect(data).toMatchObject({
      cartSubTotal: 199,
      shippingSubTotal: 0,
      orderTotal: 199,
      isValid: false,
    });
    expect(data.productsData[3]?.IsDigitalProduct).toBe(true);
  });

  it('prices an empty cart at zero', async () => {
    const { data } = await priceCart([]);
    expect(data).toEqual({
      productsData: [],
      cartSubTotal: 0,
      shippingSubTotal: 0,
      orderTotal: 0,
      isValid: true,
    });
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
      /^cartJsonData\.0\.Quantity: quantity 11 of product \d+ is over its limit of 10$/,
    ],
    [
      "quantity over the product's own limit",
      () => JSON.stringify([cartLine(p.attar, 3)]),
      /^cartJsonData\.0\.Quantity: quantity 3 of product \d+ is over its limit of 2$/,
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

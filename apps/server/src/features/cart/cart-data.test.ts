// get-customer-cart-items/cart-data through the real app, per dialect: every figure comes from
// the database whatever the browser sends, unavailable lines are reported and not charged, and
// a cart with nothing in it costs nothing (malformed carts: cart-malformed.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartData } from '@bazaar/contract/schemas/orders';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { cartLine, insertTestProducts, type TestProducts } from './cart-products.test-support.ts';

describe.each(DIALECTS)('cart data on %s', (dialect) => {
  const t = useTestApp(dialect);
  let p: TestProducts;
  beforeAll(async () => {
    p = await insertTestProducts(t.db, 'cart');
  });

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
          ShippingCharges: 49,
          ItemSubTotal: 1600,
          ColorName: 'Red',
          SizeShortName: 'M',
          ProductImagesJson: [{ AttachmentURL: '/files/images/test/kurta-red.svg' }],
          OrderMaximumQuantity: 0,
          SelectedAttributes: [
            { AttributeName: 'Colour', AttributeValue: 'Red', AdditionalPrice: 0 },
            { AttributeName: 'Size', AttributeValue: 'M', AdditionalPrice: 0 },
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
      freeDeliveryThreshold: 0,
      freeDeliveryAmountLeft: 0,
    });
  });

  it("answers a line's ShippingCharges per unit, as the provider's host; the sub-total sums them", async () => {
    // The kurta ships at ₹49 a unit: three units are ₹147 of shipping, the line says ₹49.
    const { data } = await priceCart([
      cartLine(p.kurta, 3, [
        [1, p.red],
        [2, p.sizeM],
      ]),
    ]);
    expect(data.productsData[0]).toMatchObject({ Quantity: 3, ShippingCharges: 49 });
    expect(data).toMatchObject({ cartSubTotal: 2400, shippingSubTotal: 147, orderTotal: 2547 });
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
      'Colour',
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
        { AttributeName: 'اللون', AttributeValue: 'أحمر', AdditionalPrice: 0 },
        { AttributeName: 'المقاس', AttributeValue: 'M', AdditionalPrice: 0 },
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
      freeDeliveryThreshold: 0,
      freeDeliveryAmountLeft: 0,
    });
  });
});

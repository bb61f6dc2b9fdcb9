// priceCart as the order placement uses it: inside a write transaction, in paise, with what an
// order item freezes (names and values in the shopper's language, ids, each option's share) and
// a CartProblem (HTTP 400) for a malformed cart.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import { say } from '@bazaar/i18n/message-catalogue';
import { ApiError } from '../../api-errors.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { cartLine, insertTestProducts, type TestProducts } from './cart-products.test-support.ts';
import { CartProblem, priceCart, toCartDataAnswer } from './index.ts';

describe.each(DIALECTS)('priceCart on %s', (dialect) => {
  const t = useTestApp(dialect);
  let p: TestProducts;
  beforeAll(async () => {
    p = await insertTestProducts(t.db, 'pricing');
  });

  it('prices inside a transaction, in paise, with what an order item keeps', async () => {
    const lines = [
      cartLine(p.kurta, 3, [
        [1, p.navy],
        [2, p.sizeXxl],
        [4, 1],
      ]),
      cartLine(p.ebook, 1),
    ];
    const priced = await writeTransaction(t.db, (trx) =>
      priceCart(trx, lines, { languageCode: 'ar', freeDeliveryThresholdPaise: 0 }),
    );
    expect(priced).toMatchObject({
      subtotalPaise: 3 * 98_000 + 19_900,
      shippingPaise: 3 * 4_900,
      totalPaise: 3 * 98_000 + 19_900 + 3 * 4_900,
      isValid: true,
    });
    expect(priced.lines[0]).toEqual({
      productId: p.kurta,
      productName: 'كورتا تجريبية',
      productNameEn: 'Test Kurta',
      productNameAr: 'كورتا تجريبية',
      imageUrl: '/files/images/test/kurta-navy.svg',
      quantity: 3,
      unitPricePaise: 98_000,
      originalUnitPricePaise: 120_000,
      discounted: true,
      lineTotalPaise: 294_000,
      shippingPaise: 14_700,
      shippingPerUnitPaise: 4_900,
      isDigital: false,
      selectedAttributes: [
        {
          attributeName: 'اللون',
          attributeNameAr: 'اللون',
          attributeValue: 'Navy',
          attributeValueAr: null,
          productAttributeId: 1,
          primaryKeyValue: p.navy,
          additionalPricePaise: 0,
        },
        {
          attributeName: 'المقاس',
          attributeNameAr: 'المقاس',
          attributeValue: 'XXL',
          attributeValueAr: null,
          productAttributeId: 2,
          primaryKeyValue: p.sizeXxl,
          additionalPricePaise: 10_000,
        },
        {
          attributeName: 'تغليف الهدايا',
          attributeNameAr: 'تغليف الهدايا',
          attributeValue: 'Yes',
          attributeValueAr: null,
          productAttributeId: 4,
          primaryKeyValue: 1,
          // 10 % of the price paid (the sale price ₹800).
          additionalPricePaise: 8_000,
        },
      ],
      colorName: 'Navy',
      sizeShortName: 'XXL',
      isAvailable: true,
      unitsLeft: 10,
      unavailableReason: null,
      orderMaximumQuantity: 0,
    });
    expect(priced.lines[1]).toMatchObject({
      isDigital: true,
      shippingPaise: 0,
      shippingPerUnitPaise: 0,
      lineTotalPaise: 19_900,
    });
    expect(toCartDataAnswer(priced)).toMatchObject({
      cartSubTotal: 3139,
      shippingSubTotal: 147,
      orderTotal: 3286,
    });
  });

  it('throws a CartProblem, an ApiError with HTTP 400, for a malformed cart', async () => {
    const error = await priceCart(t.db, [cartLine(p.attar, 3)], {
      languageCode: 'en',
      freeDeliveryThresholdPaise: 0,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CartProblem);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      path: 'cartJsonData.0.Quantity',
      problem: 'quantityOverLimit',
    });
  });

  it('says a malformed line in Arabic with no English word: the line by number', async () => {
    const refusal = async (lines: CartLine[]) => {
      const error = await priceCart(t.db, lines, {
        languageCode: 'ar',
        freeDeliveryThresholdPaise: 0,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CartProblem);
      const said = (error as CartProblem).said;
      return { en: say('en', said), ar: say('ar', said) };
    };
    const noColour = await refusal([cartLine(p.ebook, 1), cartLine(p.kurta, 1, [[2, p.sizeM]])]);
    expect(noColour.en).toBe(
      `cartJsonData.1.productSelectedAttributes: Colour of product ${p.kurta} must be chosen`,
    );
    expect(noColour.ar).toBe(
      `تعذّر قبول الطلب: السطر 2 من السلة — يجب اختيار اللون للمنتج ${p.kurta}`,
    );
    const over = await refusal([cartLine(p.attar, 3)]);
    expect(over.en).toMatch(/^cartJsonData\.0\.Quantity: quantity 3 of product/);
    expect(over.ar).not.toMatch(/[A-Za-z]/);
  });
});

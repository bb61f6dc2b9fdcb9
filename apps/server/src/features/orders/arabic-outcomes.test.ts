// An Arabic shopper is told every outcome of placing an order wholly in Arabic (issue 18): short
// stock naming the product by its Arabic name, a refused coupon, a declined card and a form rule.
// "Wholly Arabic": Arabic letters and no Latin letter at all; digits and punctuation are allowed
// (a count such as the 2 of "تبقّى 2 فقط"), and none of these messages carries a code.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@bazaar/contract/envelope';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import {
  cartOf,
  TEST_CARD,
  cardTokenFor,
  createShopper,
  placeOrderAs,
  productWithStock,
  type Shopper,
} from './orders.test-support.ts';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;

/** errorMessage, messageParams and the provider's ResponseMsg: Arabic, with no Latin letter. */
function expectWhollyArabic(envelope: Envelope, data: unknown): void {
  const texts = [
    envelope.errorMessage,
    ...Object.values(envelope.messageParams ?? {}).map(String),
    ...(Array.isArray(data) ? data.map((row: { ResponseMsg?: string }) => row.ResponseMsg) : []),
  ];
  expect(envelope.errorMessage).toMatch(ARABIC_LETTER);
  for (const text of texts) expect(text, String(text)).not.toMatch(LATIN_LETTER);
}

describe.each(DIALECTS)('an Arabic shopper’s order outcomes on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shopper: Shopper;

  beforeAll(async () => {
    shopper = await createShopper(t.db, 'ar');
  });

  const place = (params: Record<string, unknown>) =>
    placeOrderAs(t.app, shopper, { languageCode: 'ar', ...params });

  it('names a product short of stock by its Arabic name', async () => {
    const scarce = await productWithStock(t.db, 2);
    const nameAr = 'عطر شمامة ١٠ مل';
    await t.db
      .updateTable('products')
      .set({ name_ar: nameAr })
      .where('id', '=', scarce.id)
      .execute();
    const { status, envelope, data } = await place({ cartJsonData: cartOf([scarce.id, 3]) });
    expect(status).toBe(200);
    expect(envelope).toMatchObject({
      statusCode: 501,
      errorMessage: `تبقّى 2 فقط من ${nameAr}. يرجى تقليل الكمية ثم المحاولة مرة أخرى.`,
      messageId: 'onlyLeft',
      messageParams: { n: 2, product: nameAr },
    });
    expectWhollyArabic(envelope, data);
  });

  it('says a product with no Arabic name by the name the shop gave it', async () => {
    const plain = await productWithStock(t.db, 0, { skip: 1 });
    await t.db.updateTable('products').set({ name_ar: null }).where('id', '=', plain.id).execute();
    const { envelope } = await place({ cartJsonData: cartOf([plain.id, 1]) });
    expect(envelope).toMatchObject({
      messageId: 'soldOut',
      messageParams: { product: plain.name },
    });
    expect(envelope.errorMessage).toBe(
      `نفد مخزون ${plain.name}. يرجى إزالته من السلة ثم المحاولة مرة أخرى.`,
    );
  });

  it('refuses a coupon in Arabic', async () => {
    const product = await productWithStock(t.db, 20, { skip: 2 });
    const { envelope, data } = await place({
      cartJsonData: cartOf([product.id, 1]),
      CouponCode: 'NOSUCHCODE',
    });
    expect(envelope).toMatchObject({ statusCode: 501, messageId: 'couponUnavailable' });
    expectWhollyArabic(envelope, data);
  });

  it('tells of a declined card in Arabic, at the card form and at the order', async () => {
    const product = await productWithStock(t.db, 20, { skip: 3 });
    const invalid = await call(
      t.app,
      'createCardToken',
      { CardNumber: '4242 4242 4242 4241', ...TEST_CARD, languageCode: 'ar' },
      shopper.headers,
    );
    expect(invalid.envelope).toMatchObject({ statusCode: 204, messageId: 'cardNumberInvalid' });
    expectWhollyArabic(invalid.envelope, invalid.data);
    const token = await cardTokenFor(t.app, shopper, '4000 0000 0000 0002', { languageCode: 'ar' });
    const { envelope, data } = await place({
      PaymentMethod: '5',
      paymentToken: token,
      cartJsonData: cartOf([product.id, 1]),
    });
    expect(envelope).toMatchObject({
      statusCode: 501,
      errorMessage: 'تم رفض بطاقتك.',
      messageId: 'cardDeclined',
    });
    expectWhollyArabic(envelope, data);
  });

  it('says an empty cart and a broken form rule in Arabic', async () => {
    const empty = await place({ cartJsonData: '[]' });
    expect(empty.envelope).toMatchObject({ statusCode: 501, messageId: 'cartEmpty' });
    expectWhollyArabic(empty.envelope, empty.data);
    const signup = await call(t.app, 'signupUser', {
      FirstName: '',
      LastName: 'Rao',
      EmailAddress: 'asha@example.in',
      Password: 'a-long-passphrase',
      languageCode: 'ar',
    });
    expect(signup.envelope).toMatchObject({ statusCode: 204, messageId: 'fieldRequired' });
    expectWhollyArabic(signup.envelope, signup.data);
  });

  it('replays a stored outcome in the language of the retry', async () => {
    const scarce = await productWithStock(t.db, 1, { skip: 4 });
    const nameAr = 'كرتة قطنية';
    await t.db
      .updateTable('products')
      .set({ name_ar: nameAr })
      .where('id', '=', scarce.id)
      .execute();
    const params = { cartJsonData: cartOf([scarce.id, 2]), IdempotencyKey: `short-${dialect}` };
    const first = await place({ ...params, languageCode: 'en' });
    expect(first.envelope.errorMessage).toBe(
      `Only 1 left of ${scarce.name}. Please lower the quantity and try again.`,
    );
    const again = await place(params);
    expect(again.envelope.errorMessage).toBe(
      `تبقّى 1 فقط من ${nameAr}. يرجى تقليل الكمية ثم المحاولة مرة أخرى.`,
    );
  });
});

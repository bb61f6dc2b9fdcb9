// Who may review (issue #20 §5): a visitor and a shopper without a delivered order are refused
// with a clear message; a buyer's review is verified, named from the account, once per product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import { say } from '@bazaar/i18n/message-catalogue';
import { DIALECTS } from '../../test/databases.ts';
import { call, createTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';
import { createShopper, shopperWithOrder } from '../orders/orders.test-support.ts';
import { productTotals, submitReview } from './reviews.test-support.ts';

const reviewRows = z.array(API_SCHEMAS.getProductReviews.row);
const mine = API_SCHEMAS.getMyProductReview.row;

describe.each(DIALECTS)('who may review, on %s', (dialect) => {
  let t: TestApp;
  let productId: number;
  const list = async () =>
    reviewRows.parse((await call(t.app, 'getProductReviews', { ProductId: productId })).data);
  const stored = async () =>
    (await t.db.selectFrom('reviews').select('id').where('product_id', '=', productId).execute())
      .length;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { REVIEWS_HOLD: 'photos' } });
    productId = (
      await t.db
        .selectFrom('products')
        .select('id')
        .where('published', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('refuses a visitor, saying to log in, in the shopper’s language', async () => {
    const before = await stored();
    const { status, envelope } = await submitReview(t.app, productId, null, {
      languageCode: 'ar',
    });
    expect(status).toBe(200);
    expect(envelope.statusCode).toBe(501);
    expect(envelope.messageId).toBe('reviewLoginRequired');
    expect(envelope.errorMessage).toBe(say('ar', { id: 'reviewLoginRequired' }));
    expect(await stored()).toBe(before);
  });

  it('refuses a shopper who never bought it, or whose order is not delivered yet', async () => {
    const before = await stored();
    for (const shopper of [
      await createShopper(t.db),
      await shopperWithOrder(t.db, productId, ORDER_STATUS.InProgress),
      await shopperWithOrder(t.db, productId, ORDER_STATUS.Returned),
    ]) {
      const { envelope } = await submitReview(t.app, productId, shopper);
      expect(envelope.messageId).toBe('reviewNotBought');
      const { data } = await call(
        t.app,
        'getMyProductReview',
        { ProductId: productId },
        shopper.headers,
      );
      expect(mine.parse(data)).toEqual({
        CanReview: false,
        Reason: say('en', { id: 'reviewNotBought' }),
        MyReview: null,
      });
    }
    expect(await stored()).toBe(before);
  });

  it('accepts a buyer’s review as a verified purchase, named from the account', async () => {
    const buyer = await shopperWithOrder(t.db, productId);
    const before = await productTotals(t.db, productId);
    const { envelope, data } = await submitReview(t.app, productId, buyer);
    expect(envelope.statusCode).toBe(200);
    expect(data).toEqual([{ ResponseMsg: 'Saved Successfully', ReviewHeld: false }]);
    const [newest] = await list();
    expect(newest).toMatchObject({
      ReviewerName: 'Asha R.',
      VerifiedPurchase: true,
      Rating: 4,
      Body: 'Soft cotton.\nThe colour held after washing. <b>Really</b>.',
      Photos: [],
    });
    const after = await productTotals(t.db, productId);
    expect(after).toEqual({
      review_count: before.review_count + 1,
      rating_sum: before.rating_sum + 4,
    });
  });

  it('edits the buyer’s review on a second submit, counting it once', async () => {
    const buyer = await shopperWithOrder(t.db, productId);
    await submitReview(t.app, productId, buyer, { ReviewRating: '2' });
    const before = await productTotals(t.db, productId);
    const count = await stored();
    const { data } = await submitReview(t.app, productId, buyer, {
      ReviewRating: '5',
      ReviewTitle: 'Better after a wash',
    });
    expect(data).toEqual([{ ResponseMsg: 'Saved Successfully', ReviewHeld: false }]);
    expect(await stored()).toBe(count);
    expect(await productTotals(t.db, productId)).toEqual({
      review_count: before.review_count,
      rating_sum: before.rating_sum + 3,
    });
    const answer = await call(t.app, 'getMyProductReview', { ProductId: productId }, buyer.headers);
    expect(mine.parse(answer.data)).toMatchObject({
      CanReview: true,
      Reason: '',
      MyReview: { Rating: 5, Title: 'Better after a wash', Status: 'published', PhotoCount: 0 },
    });
  });

  it('asks for a rating instead of assuming one, and checks the text rules', async () => {
    const buyer = await shopperWithOrder(t.db, productId);
    const before = await stored();
    const missing = await submitReview(t.app, productId, buyer, { ReviewRating: '' });
    expect(missing.envelope.statusCode).toBe(204);
    expect(missing.envelope.messageId).toBe('reviewRatingRequired');
    for (const [change, status] of [
      [{ ReviewRating: 6 }, 400],
      [{ ReviewRating: 0 }, 400],
      [{ ProductId: 'seven' }, 400],
      [{ ReviewTitle: '' }, 200],
      [{ ReviewBody: 'x'.repeat(1001) }, 200],
    ] as const) {
      const answer = await submitReview(t.app, productId, buyer, change);
      expect(answer.status, JSON.stringify(change)).toBe(status);
      expect(answer.envelope.statusCode).not.toBe(200);
    }
    const body = await submitReview(t.app, productId, buyer, { ReviewBody: 'x'.repeat(1000) });
    expect(body.envelope.statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses a review of an unknown product', async () => {
    const buyer = await createShopper(t.db);
    const { envelope } = await submitReview(t.app, 999_999, buyer);
    expect(envelope.messageId).toBe('invalidProduct');
  });

  it('answers a visitor asking for their own review 401', async () => {
    const { status } = await call(t.app, 'getMyProductReview', { ProductId: productId });
    expect(status).toBe(401);
  });
});

describe.each(DIALECTS)('review rate limit on %s', (dialect) => {
  const t = useTestApp(dialect, { config: { FORM_RATE_LIMIT_PER_MINUTE: 2 } });

  it('limits reviews per client like the contact form', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await submitReview(t.app, 1, null)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

// Many buyers reviewing one product at once (issue 17, item 5; issue 20 §5): every review is
// stored, none refused, and the totals add up — the product's row lock queues them on
// PostgreSQL instead of aborting them as SERIALIZABLE would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { productTotals, submitReview } from './reviews.test-support.ts';
import { shopperWithOrder } from '../orders/orders.test-support.ts';

const REVIEWS = 120;

describe.each(DIALECTS)('concurrent reviews of one product on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { FORM_RATE_LIMIT_PER_MINUTE: 100_000 } });
  }, 60_000);
  afterAll(() => t.close());

  it(`stores all ${REVIEWS}, answering each 2xx, and the totals add up`, async () => {
    const { id } = await t.db
      .selectFrom('products')
      .select('id')
      .where('published', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const buyers = [];
    for (let i = 0; i < REVIEWS; i += 1) buyers.push(await shopperWithOrder(t.db, id));
    const before = await productTotals(t.db, id);
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        submitReview(t.app, id, buyer, { ReviewRating: String((i % 5) + 1) }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 300)).toEqual([]);
    expect(answers.every((answer) => answer.envelope.statusCode === 200)).toBe(true);
    expect(await productTotals(t.db, id)).toEqual({
      review_count: before.review_count + REVIEWS,
      rating_sum: before.rating_sum + (REVIEWS / 5) * 15,
    });
  }, 120_000);
});

// Hundreds of shoppers reviewing one product at once (issue 17, item 5): on PostgreSQL each
// review used to be a SERIALIZABLE transaction on the product's shared totals, and a few of
// 480 ran out of retries and answered 500. Every one must now be stored, none refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const REVIEWS = 480;

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
    const totals = () =>
      t.db
        .selectFrom('products')
        .select(['review_count', 'rating_sum'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const before = await totals();
    const answers = await Promise.all(
      Array.from({ length: REVIEWS }, (_, i) =>
        call(t.app, 'insertProductReview', {
          ProductId: String(id),
          ReviewerName: `Shopper ${i}`,
          ReviewerEmail: `shopper${i}@example.in`,
          ReviewTitle: 'Lovely fabric',
          ReviewBody: 'Soft cotton.',
          ReviewRating: String((i % 5) + 1),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
    expect(answers.every((answer) => answer.envelope.statusCode === 200)).toBe(true);
    const after = await totals();
    expect(after.review_count).toBe(before.review_count + REVIEWS);
    expect(after.rating_sum).toBe(before.rating_sum + (REVIEWS / 5) * 15);
  }, 120_000);
});

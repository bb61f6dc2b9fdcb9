// The stored whole-catalogue counts (migration 0006, catalogue-counts.ts): served from the
// table while fresh, recounted after any write that can change a count — wherever that write
// comes from, since the triggers live in the database — and never stale in an answer.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DIALECTS } from '../../test/databases.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { submitReview } from '../reviews/reviews.test-support.ts';
import { shopperWithOrder } from '../orders/orders.test-support.ts';
import { countLive, EVERYTHING, settleCountStores, type FacetCounts } from './catalogue-counts.ts';

const facetRows = z.array(API_SCHEMAS.getProductFacets.row);
const categoryRows = z.array(API_SCHEMAS.getCategoriesList.row);

/** The facet answer as a map 'facet:id' → count. */
async function facets(t: TestApp): Promise<Map<string, number>> {
  const { status, data } = await call(t.app, 'getProductFacets', {});
  expect(status).toBe(200);
  return new Map(facetRows.parse(data).map((row) => [`${row.Facet}:${row.ID}`, row.Count]));
}

function expected(counts: FacetCounts): Map<string, number> {
  const map = new Map<string, number>();
  for (const facet of ['category', 'brand', 'size', 'tag', 'color'] as const) {
    for (const value of counts[facet]) {
      if (value.count > 0) map.set(`${facet}:${value.id}`, value.count);
    }
  }
  // Price bands and ratings are always all listed.
  for (const value of [
    ...counts.price.map((v) => ['price', v] as const),
    ...counts.rating.map((v) => ['rating', v] as const),
  ]) {
    map.set(`${value[0]}:${value[1].id}`, value[1].count);
  }
  return map;
}

describe.each(DIALECTS)('stored catalogue counts on %s', (dialect) => {
  let t: TestApp;
  /** facet → [version, counted_version]. */
  const state = async () =>
    Object.fromEntries(
      (await t.db.selectFrom('catalogue_counts_state').selectAll().execute()).map((row) => [
        row.facet,
        [row.version, row.counted_version],
      ]),
    );
  const totalVersion = async () =>
    Object.values(await state()).reduce((sum, [version]) => sum + Number(version), 0);
  /** Waits for the background stores of the recounts to land. */
  const stored = () =>
    vi.waitFor(
      async () => {
        for (const [version, counted] of Object.values(await state())) {
          expect(counted).toBe(version);
        }
      },
      { timeout: 5_000, interval: 20 },
    );
  const assertFresh = async () => {
    expect(await facets(t)).toEqual(expected(await countLive(t.db, EVERYTHING)));
    await stored();
    expect(await facets(t)).toEqual(expected(await countLive(t.db, EVERYTHING)));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the live counts, then serves them from the table', async () => {
    await assertFresh();
    // Proof that the table is what answers: a count changed there shows.
    await t.db
      .updateTable('catalogue_counts')
      .set({ count: 987_654 })
      .where('facet', '=', 'price')
      .where('value_id', '=', 0)
      .execute();
    expect((await facets(t)).get('price:0')).toBe(987_654);
    // As a write would: the version moves on and the next answer is counted again.
    await sql`update catalogue_counts_state set version = version + 1 where facet = 'price'`.execute(
      t.db,
    );
    await assertFresh();
  });

  it.each([
    ['a price change', sql`update products set price_paise = price_paise + 100000 where id = 3`],
    ['unpublishing', sql`update products set published = 0 where id = 5`],
    [
      'a new tag link',
      sql`insert into product_tags (product_id, tag_id)
      select 7, id from tags where id not in (select tag_id from product_tags where product_id = 7)
      order by id limit 1`,
    ],
    ['a removed colour link', sql`delete from product_colors where product_id = 9`],
    ['a review total', sql`update products set review_count = 3, rating_sum = 15 where id = 11`],
    [
      'a brand change',
      sql`update products set manufacturer_id = (select max(id) from manufacturers) where id = 13`,
    ],
    [
      'a category moved',
      sql`update categories set parent_category_id = (select min(id) from categories)
      where id = (select max(id) from categories)`,
    ],
  ])('recounts after %s, from any connection', async (_, write) => {
    await assertFresh();
    const before = await totalVersion();
    await write.execute(t.db);
    expect(await totalVersion()).toBeGreaterThan(before);
    await assertFresh();
  });

  it('lets closing wait for the stores still running in the background', async () => {
    await sql`update catalogue_counts_state set version = version + 1`.execute(t.db);
    await facets(t);
    await settleCountStores(t.db);
    for (const [version, counted] of Object.values(await state())) expect(counted).toBe(version);
  });

  it('recounts after a review written through the API, and the category list follows', async () => {
    await assertFresh();
    const buyer = await shopperWithOrder(t.db, 20);
    const { status, envelope } = await submitReview(t.app, 20, buyer, { ReviewRating: '1' });
    expect([status, envelope.statusCode]).toEqual([200, 200]);
    // A review moves the rating counts only.
    const moved = Object.entries(await state())
      .filter(([, [version, counted]]) => version !== counted)
      .map(([facet]) => facet);
    expect(moved).toEqual(['rating']);
    await assertFresh();
    await t.db.updateTable('products').set({ published: 0 }).where('id', '=', 21).execute();
    const live = await countLive(t.db, EVERYTHING);
    const { data } = await call(t.app, 'getCategoriesList', { PageNo: 1, PageSize: 100 });
    const totals = new Map(
      categoryRows.parse(data).map((row) => [row.CategoryID, row.TotalProducts]),
    );
    for (const value of live.category) expect(totals.get(value.id)).toBe(value.count);
  });

  it('is not made stale by what orders change (stock, popularity, sales)', async () => {
    await assertFresh();
    const before = await state();
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 1, popularity: 5, sales_count: 9 })
      .where('id', '=', 2)
      .execute();
    expect(await state()).toEqual(before);
  });
});

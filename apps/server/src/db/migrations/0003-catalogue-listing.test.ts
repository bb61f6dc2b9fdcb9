// Migration 0003 over a catalogue written before it: paid price and rating average generated,
// review totals filled from the approved reviews, the search tables created empty and filled by
// the after-migrate step once the schema is current; down restores 0002.
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { describeMigration, columnsOf } from './test/migration-database.ts';

async function addProducts(db: Kysely<Database>) {
  const brand = await db
    .insertInto('manufacturers')
    .values({ name: 'Kesari Threads' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [plain, discounted] = await db
    .insertInto('products')
    .values([
      {
        sku: 'A-1',
        name: 'Indigo Kurta',
        price_paise: 129_900,
        discounted_price_paise: null,
        short_description: '',
        full_description: '',
        stock_quantity: 0,
        manufacturer_id: brand.id,
      },
      {
        sku: 'A-2',
        name: 'Silk Saree',
        price_paise: 499_900,
        discounted_price_paise: 399_900,
        short_description: 'Banarasi weave',
        full_description: '',
        stock_quantity: 0,
        manufacturer_id: null,
      },
    ])
    .returning('id')
    .execute();
  if (!plain || !discounted) throw new Error('products not written');
  await db
    .insertInto('reviews')
    .values([
      {
        product_id: plain.id,
        reviewer_name: 'A',
        reviewer_email: 'a@x.in',
        title: 't',
        body: 'b',
        rating: 5,
        approved: 1,
      },
      {
        product_id: plain.id,
        reviewer_name: 'B',
        reviewer_email: 'b@x.in',
        title: 't',
        body: 'b',
        rating: 4,
        approved: 1,
      },
      {
        product_id: plain.id,
        reviewer_name: 'C',
        reviewer_email: 'c@x.in',
        title: 't',
        body: 'b',
        rating: 1,
        approved: 0,
      },
    ])
    .execute();
  return { plain: plain.id, discounted: discounted.id };
}

describeMigration('0003-catalogue-listing', '0002-idempotency-key-per-user', (t) => {
  it('derives the paid price, review totals and rating average', async () => {
    const ids = await addProducts(t.db);
    await t.up();
    const rows = await t.db
      .selectFrom('products')
      .select(['id', 'paid_price_paise', 'review_count', 'rating_sum', 'rating_average'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: ids.plain,
        paid_price_paise: 129_900,
        review_count: 2,
        rating_sum: 9,
        rating_average: 4.5,
      },
      {
        id: ids.discounted,
        paid_price_paise: 399_900,
        review_count: 0,
        rating_sum: 0,
        rating_average: null,
      },
    ]);
    // The generated column follows a later price change.
    await t.db
      .updateTable('products')
      .set({ discounted_price_paise: 99_900 })
      .where('id', '=', ids.plain)
      .execute();
    const changed = await t.db
      .selectFrom('products')
      .select('paid_price_paise')
      .where('id', '=', ids.plain)
      .executeTakeFirstOrThrow();
    expect(changed.paid_price_paise).toBe(99_900);
  });

  it('leaves the search index to the after-migrate step, which builds it', async () => {
    const ids = await addProducts(t.db);
    await t.up();
    expect(await t.db.selectFrom('product_search').selectAll().execute()).toEqual([]);
    await migrateToLatest(t.db);
    const documents = await t.db
      .selectFrom('product_search')
      .select(['product_id', 'name_key', 'label_key', 'description_key'])
      .orderBy('product_id')
      .execute();
    expect(documents).toEqual([
      {
        product_id: ids.plain,
        name_key: ' indigo kurta ',
        label_key: ' kesari threads ',
        description_key: '  ',
      },
      {
        product_id: ids.discounted,
        name_key: ' silk saree ',
        label_key: '  ',
        description_key: ' banarasi weave ',
      },
    ]);
    const vocabulary = await t.db
      .selectFrom('search_vocabulary')
      .select('word')
      .orderBy('word')
      .execute();
    expect(vocabulary.map((row) => row.word)).toContain('kurta');
  });

  it('reverts to 0002, keeping every product', async () => {
    await addProducts(t.db);
    await t.up();
    await t.down();
    const columns = await columnsOf(t.db, 'products');
    expect(columns).not.toContain('paid_price_paise');
    expect(columns).not.toContain('review_count');
    expect((await t.db.selectFrom('products').select('id').execute()).length).toBe(2);
  });
});

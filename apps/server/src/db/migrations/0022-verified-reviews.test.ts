// Migration 0022: a review's writer (once per product), its verified flag, moderation columns and
// its photos; older reviews stay unverified and anonymous; down removes all of it.
import { beforeEach, expect, it } from 'vitest';
import {
  describeMigration,
  columnsOf,
  hasTable,
  insertProduct,
  insertUser,
} from './test/migration-database.ts';

const NEW_COLUMNS = ['user_id', 'verified_purchase', 'rejected_at', 'updated_at'];

describeMigration('0022-verified-reviews', '0021-gst-invoices', (t) => {
  let productId: number;
  const review = (extra: { user_id?: number | null } = {}) =>
    t.db
      .insertInto('reviews')
      .values({
        product_id: productId,
        reviewer_name: 'Asha R.',
        reviewer_email: 'asha@example.in',
        title: 'Good',
        body: 'Soft.',
        rating: 4,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  beforeEach(async () => {
    productId = await insertProduct(t.db);
  });

  it('keeps older reviews anonymous and unverified, and allows one review per shopper', async () => {
    const old = await review();
    await t.up();
    const row = await t.db
      .selectFrom('reviews')
      .select(['user_id', 'verified_purchase', 'rejected_at', 'approved'])
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: null, verified_purchase: 0, rejected_at: null, approved: 1 });
    await review(); // a second anonymous one is fine
    const userId = await insertUser(t.db, 'asha@example.in');
    await review({ user_id: userId });
    await expect(review({ user_id: userId })).rejects.toThrow();
  });

  it('keeps photos with their review and drops them with it', async () => {
    await t.up();
    const { id } = await review();
    const photo = { review_id: id, width: 10, height: 10, position: 0 };
    await t.db
      .insertInto('review_photos')
      .values({ ...photo, file_name: 'a.webp' })
      .execute();
    await expect(
      t.db
        .insertInto('review_photos')
        .values({ ...photo, file_name: 'a.webp' })
        .execute(),
    ).rejects.toThrow();
    await t.db.deleteFrom('reviews').where('id', '=', id).execute();
    expect(await t.db.selectFrom('review_photos').selectAll().execute()).toEqual([]);
  });

  it('reverts to 0021: no photo table, no new review columns', async () => {
    await t.up();
    await t.down();
    expect(await hasTable(t.db, 'review_photos')).toBe(false);
    const columns = await columnsOf(t.db, 'reviews');
    expect(columns.filter((column) => NEW_COLUMNS.includes(column))).toEqual([]);
    await review();
  });
});

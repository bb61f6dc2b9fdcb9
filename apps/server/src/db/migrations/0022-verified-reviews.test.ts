// Migration 0022: a review's writer (once per product), its verified flag, moderation columns and
// its photos; older reviews stay unverified and anonymous; down removes all of it.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.ts';
import { migrateTo } from '../migrate.ts';
import type { Database } from '../schema.ts';
import {
  beforeEachMigratedTo,
  columnsOf,
  hasTable,
  insertProduct,
  insertUser,
} from './test/migration-database.ts';

const NAME = '0022-verified-reviews';
const BEFORE = '0021-gst-invoices';
const NEW_COLUMNS = ['user_id', 'verified_purchase', 'rejected_at', 'updated_at'];

describe.each(DIALECTS)('migration 0022 on %s', (dialect) => {
  let db: Kysely<Database>;
  let productId: number;
  const review = (extra: { user_id?: number | null } = {}) =>
    db
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
  beforeEachMigratedTo(dialect, BEFORE, async (fresh) => {
    db = fresh;
    productId = await insertProduct(db);
  });

  it('keeps older reviews anonymous and unverified, and allows one review per shopper', async () => {
    const old = await review();
    expect(await migrateTo(db, NAME)).toEqual([NAME]);
    const row = await db
      .selectFrom('reviews')
      .select(['user_id', 'verified_purchase', 'rejected_at', 'approved'])
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: null, verified_purchase: 0, rejected_at: null, approved: 1 });
    await review(); // a second anonymous one is fine
    const userId = await insertUser(db, 'asha@example.in');
    await review({ user_id: userId });
    await expect(review({ user_id: userId })).rejects.toThrow();
  });

  it('keeps photos with their review and drops them with it', async () => {
    await migrateTo(db, NAME);
    const { id } = await review();
    const photo = { review_id: id, width: 10, height: 10, position: 0 };
    await db
      .insertInto('review_photos')
      .values({ ...photo, file_name: 'a.webp' })
      .execute();
    await expect(
      db
        .insertInto('review_photos')
        .values({ ...photo, file_name: 'a.webp' })
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('reviews').where('id', '=', id).execute();
    expect(await db.selectFrom('review_photos').selectAll().execute()).toEqual([]);
  });

  it('reverts to 0021: no photo table, no new review columns', async () => {
    await migrateTo(db, NAME);
    expect(await migrateTo(db, BEFORE)).toEqual([NAME]);
    expect(await hasTable(db, 'review_photos')).toBe(false);
    const columns = await columnsOf(db, 'reviews');
    expect(columns.filter((column) => NEW_COLUMNS.includes(column))).toEqual([]);
    await review();
  });
});

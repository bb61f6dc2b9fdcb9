// Reviews and their photos: every query of the reviews feature. A review is published when
// approved = 1; held when approved = 0 and rejected_at is null; rejected otherwise.
import type { Kysely } from 'kysely';
import { recountReviewTotals } from '../../db/review-totals.repository.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Takes the published product's row lock (a no-op update), so one product's reviews are written
 * one at a time under read committed; false when there is no such published product.
 */
export async function lockPublishedProduct(
  db: Kysely<Database>,
  productId: number,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('products')
    .set((eb) => ({ review_count: eb.ref('review_count') }))
    .where('id', '=', productId)
    .where('published', '=', 1)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export function isPublishedProduct(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('published', '=', 1)
    .executeTakeFirst();
}

/** The product's review count and rating sum, counted again from its published reviews. */
export const refreshReviewTotals = (db: Kysely<Database>, productId: number) =>
  recountReviewTotals(db, productId);

export function findPublishedReviews(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'rating', 'title', 'body', 'reviewer_name', 'created_at', 'verified_purchase'])
    .where('product_id', '=', productId)
    .where('approved', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findPhotosOf(db: Kysely<Database>, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('review_photos')
    .select(['review_id', 'file_name'])
    .where('review_id', 'in', reviewIds)
    .orderBy('review_id')
    .orderBy('position')
    .execute();
}

/** The shopper's own review of a product, in whatever state. */
export function findUserReview(db: Kysely<Database>, productId: number, userId: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'rating', 'title', 'body', 'approved', 'rejected_at'])
    .select((eb) =>
      eb
        .selectFrom('review_photos')
        .select((p) => p.fn.countAll<number | string>().as('n'))
        .whereRef('review_photos.review_id', '=', 'reviews.id')
        .as('photo_count'),
    )
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export interface ReviewContent {
  title: string;
  body: string;
  rating: number;
  /** 1 published, 0 held for the shop's check. */
  approved: 0 | 1;
}

export interface NewReview extends ReviewContent {
  productId: number;
  userId: number;
  name: string;
  email: string;
}

export async function insertReview(db: Kysely<Database>, review: NewReview): Promise<number> {
  const { id } = await db
    .insertInto('reviews')
    .values({
      product_id: review.productId,
      user_id: review.userId,
      reviewer_name: review.name,
      reviewer_email: review.email,
      title: review.title,
      body: review.body,
      rating: review.rating,
      approved: review.approved,
      verified_purchase: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An edit by its writer: new content, moderated afresh (a rejection no longer stands). */
export async function updateReview(
  db: Kysely<Database>,
  id: number,
  content: ReviewContent,
  atIso: string,
): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ ...content, rejected_at: null, updated_at: atIso, verified_purchase: 1 })
    .where('id', '=', id)
    .execute();
}

export interface StoredPhoto {
  fileName: string;
  width: number;
  height: number;
}

export async function insertPhotos(
  db: Kysely<Database>,
  reviewId: number,
  photos: readonly StoredPhoto[],
): Promise<void> {
  if (photos.length === 0) return;
  await db
    .insertInto('review_photos')
    .values(
      photos.map((photo, position) => ({
        review_id: reviewId,
        file_name: photo.fileName,
        width: photo.width,
        height: photo.height,
        position,
      })),
    )
    .execute();
}

/** Removes the review's photos; answers their file names (the files go after the commit). */
export async function deletePhotos(db: Kysely<Database>, reviewId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('review_photos')
    .where('review_id', '=', reviewId)
    .returning('file_name')
    .execute();
  return rows.map((row) => row.file_name);
}

/** A photo that may be shown: its review is published and its product too. */
export function findPublishedPhoto(db: Kysely<Database>, fileName: string) {
  return db
    .selectFrom('review_photos')
    .innerJoin('reviews', 'reviews.id', 'review_photos.review_id')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select('review_photos.file_name')
    .where('review_photos.file_name', '=', fileName)
    .where('reviews.approved', '=', 1)
    .where('products.published', '=', 1)
    .executeTakeFirst();
}

/** Reviews waiting for the shop's check, oldest first. */
export function findHeldReviews(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select([
      'reviews.id',
      'reviews.product_id',
      'products.name as product_name',
      'reviews.reviewer_name',
      'reviews.rating',
      'reviews.title',
      'reviews.body',
      'reviews.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('review_photos')
        .select((p) => p.fn.countAll<number | string>().as('n'))
        .whereRef('review_photos.review_id', '=', 'reviews.id')
        .as('photo_count'),
    )
    .where('reviews.approved', '=', 0)
    .where('reviews.rejected_at', 'is', null)
    .orderBy('reviews.created_at')
    .orderBy('reviews.id')
    .limit(limit)
    .execute();
}

export function findReviewProduct(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('reviews')
    .select(['product_id', 'approved', 'rejected_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Publishes or rejects a held review; false when it is not (or no longer) held. */
export async function decideHeldReview(
  db: Kysely<Database>,
  id: number,
  decision: 'approve' | 'reject',
  atIso: string,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('reviews')
    .set(decision === 'approve' ? { approved: 1 } : { rejected_at: atIso })
    .where('id', '=', id)
    .where('approved', '=', 0)
    .where('rejected_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

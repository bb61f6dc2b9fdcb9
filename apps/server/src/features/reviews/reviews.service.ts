// Reviews shoppers can trust (issue #20 §5): the published reviews of a product, and a review
// written by a logged-in shopper who received the product — once per product (a second submit
// edits it), named from their account, with up to 3 checked photos, held for the shop's check
// as REVIEWS_HOLD says. The product's totals count published reviews only.
import type { Kysely } from 'kysely';
import { REVIEW_PHOTOS } from '@bazaar/contract/constants';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import type { MyProductReviewRow, ReviewRow } from '@bazaar/contract/schemas/catalogue';
import { say } from '@bazaar/i18n/message-catalogue';
import type { Lang } from '@bazaar/i18n/text';
import { ShopperOutcome } from '../../api-errors.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import {
  intakePhoto,
  PHOTO_LIMITS,
  type AcceptedPhoto,
} from '../../gateways/files/photo-intake.ts';
import { publicIdentity } from '../accounts/index.ts';
import { hasReceivedProduct } from '../orders/index.ts';
import { isHeld, type ReviewHold } from './review-hold.ts';
import { removePhotoFiles, REVIEW_PHOTO_PATH, writePhotoFiles } from './review-photo-files.ts';
import * as repository from './reviews.repository.ts';

export interface ReviewsContext {
  db: Kysely<Database>;
  filesDir: string;
  hold: ReviewHold;
  now: () => Date;
}

/** GET_PRODUCT_REVIEWS: published reviews, newest first, with the verified flag and photos. */
export async function productReviews(
  db: Kysely<Database>,
  productId: number,
): Promise<ReviewRow[]> {
  if (!(await repository.isPublishedProduct(db, productId))) return [];
  const reviews = await repository.findPublishedReviews(db, productId);
  const photos = await repository.findPhotosOf(
    db,
    reviews.map((r) => r.id),
  );
  return reviews.map((r) => ({
    ReviewId: r.id,
    Rating: r.rating,
    Title: r.title,
    Body: r.body,
    ReviewerName: r.reviewer_name,
    ReviewDate: r.created_at,
    VerifiedPurchase: r.verified_purchase === 1,
    Photos: photos
      .filter((photo) => photo.review_id === r.id)
      .map((photo) => `${REVIEW_PHOTO_PATH}${photo.file_name}`),
  }));
}

const STATUS = (row: { approved: number; rejected_at: string | null }) =>
  row.approved === 1 ? 'published' : row.rejected_at === null ? 'held' : 'rejected';

/** GET_MY_PRODUCT_REVIEW: may the shopper review the product, and their review of it. */
export async function myProductReview(
  db: Kysely<Database>,
  user: CurrentUser,
  productId: number,
  lang: Lang,
): Promise<MyProductReviewRow> {
  const [received, mine] = await Promise.all([
    hasReceivedProduct(db, user.id, productId),
    repository.findUserReview(db, productId, user.id),
  ]);
  return {
    CanReview: received,
    Reason: received ? '' : say(lang, { id: 'reviewNotBought' }),
    MyReview: mine
      ? {
          Rating: mine.rating,
          Title: mine.title,
          Body: mine.body,
          Status: STATUS(mine),
          PhotoCount: Number(mine.photo_count ?? 0),
        }
      : null,
  };
}

export interface ReviewInput {
  ProductId: number;
  ReviewTitle: string;
  ReviewBody: string;
  ReviewRating?: number | undefined;
  Photos?: string[] | undefined;
}

/** Every photo checked and re-encoded, one at a time (bounded memory); the first refusal wins. */
async function acceptPhotos(photos: readonly string[]): Promise<AcceptedPhoto[]> {
  if (photos.length > REVIEW_PHOTOS.max) {
    throw new ShopperOutcome('validation', {
      id: 'reviewTooManyPhotos',
      params: { n: REVIEW_PHOTOS.max },
    });
  }
  const accepted: AcceptedPhoto[] = [];
  for (const base64 of photos) {
    const result = await intakePhoto(Buffer.from(base64, 'base64'), PHOTO_LIMITS);
    if (!result.ok) {
      throw new ShopperOutcome('validation', {
        id: result.refusal,
        params: { mb: REVIEW_PHOTOS.maxMegabytes },
      });
    }
    accepted.push(result);
  }
  return accepted;
}

/**
 * INSERT_PRODUCT_REVIEW. ReviewerName and ReviewerEmail, which the provider's storefront still
 * sends, are not read: the writer is the logged-in shopper. Photos sent with an edit replace the
 * earlier ones; an edit without photos keeps them. Read committed with the product's row lock,
 * so many shoppers reviewing one product queue instead of aborting each other.
 */
export async function submitReview(
  context: ReviewsContext,
  user: CurrentUser | null,
  input: ReviewInput,
) {
  const { db, filesDir } = context;
  if (!user) throw new ShopperOutcome('failure', { id: 'reviewLoginRequired' });
  if (input.ReviewRating === undefined) {
    throw new ShopperOutcome('validation', { id: 'reviewRatingRequired' });
  }
  if (!(await repository.isPublishedProduct(db, input.ProductId))) {
    throw new ShopperOutcome('failure', { id: 'invalidProduct' });
  }
  if (!(await hasReceivedProduct(db, user.id, input.ProductId))) {
    throw new ShopperOutcome('failure', { id: 'reviewNotBought' });
  }
  const identity = await publicIdentity(db, user.id);
  if (!identity) throw new ShopperOutcome('failure', { id: 'reviewLoginRequired' });
  const stored = await writePhotoFiles(filesDir, await acceptPhotos(input.Photos ?? []));
  const content = { title: input.ReviewTitle, body: input.ReviewBody, rating: input.ReviewRating };
  let outcome: { held: boolean; replaced: string[] };
  try {
    outcome = await writeTransaction(
      db,
      async (trx) => {
        if (!(await repository.lockPublishedProduct(trx, input.ProductId))) {
          throw new ShopperOutcome('failure', { id: 'invalidProduct' });
        }
        const mine = await repository.findUserReview(trx, input.ProductId, user.id);
        const keptPhotos = stored.length === 0 ? Number(mine?.photo_count ?? 0) : stored.length;
        const held = isHeld(context.hold, keptPhotos);
        const review = { ...content, approved: held ? (0 as const) : (1 as const) };
        let reviewId: number;
        let replaced: string[] = [];
        if (mine) {
          reviewId = mine.id;
          await repository.updateReview(trx, mine.id, review, context.now().toISOString());
          if (stored.length > 0) replaced = await repository.deletePhotos(trx, mine.id);
        } else {
          reviewId = await repository.insertReview(trx, {
            ...review,
            productId: input.ProductId,
            userId: user.id,
            ...identity,
          });
        }
        await repository.insertPhotos(trx, reviewId, stored);
        await repository.refreshReviewTotals(trx, input.ProductId);
        return { held, replaced };
      },
      { isolation: 'read committed' },
    );
  } catch (error) {
    await removePhotoFiles(
      filesDir,
      stored.map((photo) => photo.fileName),
    );
    throw error;
  }
  await removePhotoFiles(filesDir, outcome.replaced);
  return [{ ResponseMsg: RESPONSE_MSG.saved, ReviewHeld: outcome.held }];
}

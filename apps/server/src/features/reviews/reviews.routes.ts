// The reviews feature: a product's published reviews, writing one (verified buyers only), the
// caller's own review, and the photos of published reviews.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REVIEW_PHOTO_BASE64_MAX, REVIEW_PHOTOS } from '@bazaar/contract/constants';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import { presentedToken } from '../../auth/current-user.ts';
import { defineEndpoint, type FeatureOptions, sendEnvelope } from '../../wire.ts';
import type { ReviewHold } from './review-hold.ts';
import { registerReviewPhotoRoute } from './review-photo.route.ts';
import { myProductReview, productReviews, submitReview } from './reviews.service.ts';

export interface ReviewsOptions extends FeatureOptions {
  filesDir: string;
  hold: ReviewHold;
  /** Reviews are limited per client address like the contact form. */
  formRateLimitPerMinute: number;
  /** The app's body limit: all a visitor (who cannot review) may send here. */
  visitorBodyLimit: number;
}

/** A review's body: its photos as base64 (docs/wire-contract.md "Review photos") and the text. */
export const REVIEW_BODY_LIMIT = REVIEW_PHOTOS.max * REVIEW_PHOTO_BASE64_MAX + 64 * 1024;

export const reviewsFeature = fp<ReviewsOptions>(
  async (
    app: FastifyInstance,
    { db, filesDir, hold, formRateLimitPerMinute, visitorBodyLimit },
  ) => {
    const context = { db, filesDir, hold, now: () => new Date() };
    defineEndpoint(app, 'getProductReviews', ({ params }) => productReviews(db, params.ProductId));
    defineEndpoint(
      app,
      'getMyProductReview',
      ({ params, user }) => myProductReview(db, user, params.ProductId, params.languageCode),
      { access: 'required', db },
    );
    defineEndpoint(
      app,
      'insertProductReview',
      ({ params, user }) => submitReview(context, user, params),
      {
        access: 'optional',
        db,
        bodyLimit: REVIEW_BODY_LIMIT,
        rateLimit: { bucket: 'product-review', max: formRateLimitPerMinute, windowSeconds: 60 },
      },
    );
    // Only a logged-in shopper may send photos: a visitor's large body is refused unread.
    const reviewPath = endpointPath(ENDPOINTS.insertProductReview);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || request.url.split('?')[0] !== reviewPath) return;
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > visitorBodyLimit && presentedToken(request.headers.token) === '') {
        await sendEnvelope(reply, 413, { failure: { id: 'bodyTooLarge' }, lang: 'en' });
      }
    });
    registerReviewPhotoRoute(app, { db, filesDir });
  },
  { name: 'reviews', dependencies: ['rate-limit'] },
);

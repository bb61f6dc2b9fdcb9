// Shared by the review tests: a review call as the provider's storefront shapes it, photos as
// base64 and the product's totals (buyers: orders.test-support.ts shopperWithOrder).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema.ts';
import { call } from '../../test/test-app.ts';

/** The provider's storefront's fields; the typed name and e-mail are ignored now. */
export const reviewParams = (productId: number, extra: Record<string, unknown> = {}) => ({
  ProductId: String(productId),
  ReviewerName: 'Somebody Else',
  ReviewerEmail: 'somebody@example.in',
  ReviewTitle: 'Lovely fabric',
  ReviewBody: 'Soft cotton.\nThe colour held after washing. <b>Really</b>.',
  ReviewRating: '4',
  ...extra,
});

export const submitReview = (
  app: FastifyInstance,
  productId: number,
  shopper: { headers: Record<string, string> } | null,
  extra: Record<string, unknown> = {},
) => call(app, 'insertProductReview', reviewParams(productId, extra), shopper?.headers ?? {});

/** A small JPEG photo, base64 as the storefront sends it. */
export async function photoBase64(width = 120, height = 90): Promise<string> {
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return jpeg.toString('base64');
}

export async function productTotals(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('products')
    .select(['review_count', 'rating_sum'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
}

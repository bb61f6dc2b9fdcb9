// products.review_count and rating_sum counted from the published (approved) reviews: by the
// seed for every product, and by the reviews feature for the one product a change touched.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Recounts the totals of `productId`, or of every product when it is omitted. */
export async function recountReviewTotals(db: Kysely<Database>, productId?: number): Promise<void> {
  let update = db.updateTable('products').set((eb) => ({
    review_count: eb
      .selectFrom('reviews')
      .select((r) => r.fn.countAll<number>().as('n'))
      .whereRef('reviews.product_id', '=', 'products.id')
      .where('reviews.approved', '=', 1),
    rating_sum: eb
      .selectFrom('reviews')
      .select((r) => r.fn.coalesce(r.fn.sum<number>('rating'), r.lit(0)).as('s'))
      .whereRef('reviews.product_id', '=', 'products.id')
      .where('reviews.approved', '=', 1),
  }));
  if (productId !== undefined) update = update.where('id', '=', productId);
  await update.execute();
}

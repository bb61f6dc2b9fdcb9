// The shop's check of held reviews (`npm run admin -- reviews …`): list them, then publish or
// reject one. A decision is one transaction under the product's row lock, with the product's
// totals counted again, so an approved review counts exactly once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import * as repository from './reviews.repository.ts';

export type ReviewDecision = 'approve' | 'reject';

/** Held reviews, oldest first, as lines of text. */
export async function heldReviews(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const rows = await repository.findHeldReviews(db, limit);
  return rows.flatMap((row) => [
    `#${row.id}  ${row.rating}★  ${row.product_name} (product ${row.product_id})  ` +
      `${row.reviewer_name}  ${Number(row.photo_count ?? 0)} photo(s)  ${row.created_at}`,
    `      ${row.title} — ${row.body}`,
  ]);
}

/** 'decided', or 'not-held' when there is no such review or it was already decided. */
export async function decideReview(
  db: Kysely<Database>,
  id: number,
  decision: ReviewDecision,
  now: Date = new Date(),
): Promise<'decided' | 'not-held'> {
  return writeTransaction(
    db,
    async (trx) => {
      const review = await repository.findReviewProduct(trx, id);
      if (!review) return 'not-held';
      await repository.lockPublishedProduct(trx, review.product_id);
      if (!(await repository.decideHeldReview(trx, id, decision, now.toISOString()))) {
        return 'not-held';
      }
      await repository.refreshReviewTotals(trx, review.product_id);
      return 'decided';
    },
    { isolation: 'read committed' },
  );
}

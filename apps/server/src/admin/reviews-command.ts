// `npm run admin -- reviews list | approve <id> | reject <id>`: the shop's check of reviews
// held by REVIEWS_HOLD (issue #20 §5). Approving publishes a review and counts it.
import type { Kysely } from 'kysely';
import { idFromText } from '@bazaar/contract/ids';
import type { Database } from '../db/schema.ts';
import { decideReview, heldReviews } from '../features/reviews/index.ts';
import type { AdminResult } from './admin-result.ts';

export const REVIEWS_USAGE =
  '       npm run admin -- reviews list | reviews approve <id> | reviews reject <id>';

export async function reviewsCommand(
  db: Kysely<Database>,
  [action, idText, ...extra]: readonly string[],
): Promise<AdminResult | undefined> {
  if (action === 'list' && idText === undefined) {
    const lines = await heldReviews(db);
    return { lines: lines.length === 0 ? ['No reviews waiting for a check.'] : lines, code: 0 };
  }
  const id = idText ? idFromText(idText) : undefined;
  if ((action !== 'approve' && action !== 'reject') || id === undefined || extra.length > 0) {
    return undefined;
  }
  if ((await decideReview(db, id, action)) === 'decided') {
    return {
      lines: [`Review #${id} ${action === 'approve' ? 'published' : 'rejected'}.`],
      code: 0,
    };
  }
  return { lines: [`No review #${id} waiting for a check.`], code: 1 };
}

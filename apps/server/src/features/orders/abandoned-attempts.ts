// Giving a reservation back: after a declined payment, a failed confirm, or — found by the
// sweep — an attempt whose instance died or hung past its lease. Conditional on the attempt
// still being reserved, so stock is given back exactly once and never for a written order.
import type { Kysely } from 'kysely';
import { ORDER_MESSAGES } from '@bazaar/contract/messages';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { dropAbandonedClaim, findAbandoned, markDone } from './attempts.repository.ts';
import type { OrdersContext } from './context.ts';
import { purgeOldAttempts, type StoredAnswer } from './idempotency.ts';
import { payablePaise, type OrderDraft } from './order-draft.ts';
import { giveBackOrderStock } from './stock-reservation.ts';

/** Answers whether this call released it (false: it was already done or released). */
export function releaseReservation(
  db: Kysely<Database>,
  attemptId: number,
  draft: OrderDraft,
  answer: StoredAnswer,
): Promise<boolean> {
  return writeTransaction(
    db,
    async (trx) => {
      if (!(await markDone(trx, attemptId, 'reserved', answer))) return false;
      await giveBackOrderStock(trx, draft);
      return true;
    },
    { isolation: 'read committed' },
  );
}

/**
 * One sweep: abandoned reservations give their stock back (and their payment, if one was
 * taken, is refunded); abandoned claims free their key; old answers are forgotten.
 * Any instance may run it at any time.
 */
export async function sweepAbandonedAttempts(ctx: OrdersContext): Promise<number> {
  const now = ctx.now();
  let released = 0;
  for (const attempt of await findAbandoned(ctx.db, now)) {
    if (attempt.state === 'in_flight') {
      await dropAbandonedClaim(ctx.db, attempt);
      continue;
    }
    if (!attempt.reservation_json) continue;
    const draft = JSON.parse(attempt.reservation_json) as OrderDraft;
    const answer = { outcome: { message: ORDER_MESSAGES.paymentMissing } };
    if (!(await releaseReservation(ctx.db, attempt.id, draft, answer))) continue;
    released += 1;
    if (attempt.payment_reference) {
      await ctx.gateway.refund({
        reference: attempt.payment_reference,
        amountPaise: payablePaise(draft),
      });
    }
  }
  await purgeOldAttempts(ctx.db, now);
  return released;
}

// Giving a reservation back: after a declined payment, a failed confirm, or — found by the
// sweep — an attempt whose instance died or hung past its lease. Conditional on the attempt
// still being reserved, so stock and coupon use are given back exactly once and never for a
// written order.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { dropAbandonedClaim, findAbandoned, markDone } from './attempts.repository.ts';
import type { OrdersContext } from './context.ts';
import { purgeOldAttempts, type StoredAnswer } from './idempotency.ts';
import type { OrderDraft } from './order-draft.ts';
import { giveBackOrderStock } from './stock-reservation.ts';
import { releaseCouponUse } from '../cart/index.ts';
import { noteRefunded, refundAttemptPayment, withRetries } from './attempt-cleanup.ts';
import { moveCheckout, paidUnclaimedBefore } from '../../gateways/payment/checkouts.repository.ts';

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
      if (draft.coupon) await releaseCouponUse(trx, draft.coupon.couponId);
      return true;
    },
    { isolation: 'read committed' },
  );
}

/** releaseReservation, run again on a fresh connection while the database is unreachable. */
export const releaseWithRetries = (...args: Parameters<typeof releaseReservation>) =>
  withRetries(() => releaseReservation(...args));

/**
 * One sweep: abandoned reservations give their stock and coupon use back; any payment taken
 * under the attempt's reference is looked up with the provider and refunded — also when the
 * process died before noting it (issue 17) — and the retry with the key is told it was
 * refunded; abandoned claims free their key; old answers are forgotten. Any instance may run
 * it at any time: released first, so the attempt can no longer become an order.
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
    const answer: StoredAnswer = { outcome: { said: { id: 'paymentMissing' } } };
    if (!(await releaseReservation(ctx.db, attempt.id, draft, answer))) continue;
    released += 1;
    if (await refundAttemptPayment(ctx, attempt.id)) await noteRefunded(ctx, attempt.id);
  }
  await purgeOldAttempts(ctx.db, now);
  await settleUnclaimedCheckouts(ctx, now);
  return released;
}

/**
 * A provider order its webhook said was paid whose browser has not placed an order within this
 * long (a closed tab, a lost connection after Razorpay took the money): refunded. Razorpay
 * Checkout hands the answer back within seconds of payment; UPI collect requests may take
 * minutes, so the wait is generous.
 */
export const UNCLAIMED_PAYMENT_GRACE_MS = 15 * 60_000;

/**
 * Paid checkouts no order attempt claimed within the grace: each moved paid → abandoned first
 * (so a late browser is refused, never given an order for refunded money), then its payment
 * found with the provider under the checkout's reference and refunded.
 */
export async function settleUnclaimedCheckouts(ctx: OrdersContext, now: Date): Promise<number> {
  let refunded = 0;
  let failure: Error | undefined;
  const before = new Date(now.getTime() - UNCLAIMED_PAYMENT_GRACE_MS);
  for (const row of await paidUnclaimedBefore(ctx.db, before)) {
    const checkout = { provider: row.provider, orderId: row.provider_reference };
    if (!(await moveCheckout(ctx.db, { ...checkout, from: ['paid'] }, 'abandoned'))) continue;
    try {
      const payment = row.idempotency_reference
        ? await ctx.gateway.findPayment(row.idempotency_reference)
        : undefined;
      if (!payment) continue;
      await withRetries(() => ctx.gateway.refund(payment));
      refunded += 1;
    } catch (error) {
      // The provider could not be asked: paid again, so the next sweep tries (the refund is
      // made under one reference, so a retry pays it once).
      await moveCheckout(ctx.db, { ...checkout, from: ['abandoned'] }, 'paid');
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  if (failure !== undefined) throw failure;
  return refunded;
}

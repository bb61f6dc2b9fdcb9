// What an order attempt leaves to settle when its placement failed half-way: the payment made
// under its reference (found with the provider, refunded) and the attempt's own state. The
// cleanup runs right after a dropped database connection, so it retries on a fresh one.
import { isDatabaseUnavailable } from '../../db/faults.ts';
import { replaceAnswer } from './attempts.repository.ts';
import type { StoredAnswer } from './idempotency.ts';
import type { OrdersContext } from './context.ts';

/** The idempotency reference a payment for the attempt is made under (the provider's key). */
export const paymentReferenceOf = (attemptId: number): string => `attempt-${attemptId}`;

const CLEANUP_TRIES = 6;
const FIRST_BACKOFF_MS = 100;

/**
 * Runs a cleanup step again while the database is unreachable, with doubling waits (about 3 s
 * in all): the pool drops a broken connection, so a retry runs on a fresh one. Before this a
 * step run once on the connection that had just been cut left the shopper's key "still being
 * placed" until the attempt's lease ran out (issue 17, 2 minutes).
 */
export async function withRetries<T>(step: () => Promise<T>): Promise<T> {
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || tryNumber >= CLEANUP_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, FIRST_BACKOFF_MS * 2 ** (tryNumber - 1)));
    }
  }
}

/**
 * Refunds whatever was captured under the attempt's reference, looked up with the provider
 * (the process that charged may have died before noting it); answers whether it refunded.
 */
export async function refundAttemptPayment(
  ctx: OrdersContext,
  attemptId: number,
): Promise<boolean> {
  const payment = await withRetries(() => ctx.gateway.findPayment(paymentReferenceOf(attemptId)));
  if (!payment) return false;
  await withRetries(() => ctx.gateway.refund(payment));
  return true;
}

/** The released attempt's answer once its payment was refunded: the retry says so. */
export const refundedAnswer: StoredAnswer = { outcome: { said: { id: 'paymentRefunded' } } };

/** After a release found a payment and refunded it: a retry with the key is told so. */
export async function noteRefunded(ctx: OrdersContext, attemptId: number): Promise<void> {
  await withRetries(() => replaceAnswer(ctx.db, attemptId, refundedAnswer));
}

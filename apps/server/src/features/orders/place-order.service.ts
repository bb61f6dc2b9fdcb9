// post-customer-order: reserve → pay → confirm (docs/orders-and-payments.md says why).
// 1. claim the idempotency key (idempotency.ts);
// 2. one transaction re-prices the cart, takes the stock and holds the coupon's use
//    (reserve-order.ts) — for cash on delivery the same transaction also writes the order;
// 3. for card and wallet, the gateway is called with no transaction open;
// 4. a second transaction writes the order and the coupon's redemption from what was reserved.
// A decline gives the stock back; a failure after the money was taken refunds it.
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { ApiError, ShopperOutcome } from '../../api-errors.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import {
  PaymentDeclined,
  type Payment,
  type ProviderConfirmation,
} from '../../gateways/payment/payment-gateway.ts';
import { markDone, markReserved, notePayment } from './attempts.repository.ts';
import type { OrdersContext } from './context.ts';
import {
  attemptKey,
  claimAttempt,
  dropAttempt,
  requestHash,
  type StoredAnswer,
} from './idempotency.ts';
import { payablePaise, type OrderDraft } from './order-draft.ts';
import { writeOrder } from './write-order.ts';
import { releaseWithRetries } from './abandoned-attempts.ts';
import {
  paymentReferenceOf,
  refundAttemptPayment,
  refundedAnswer,
  withRetries,
} from './attempt-cleanup.ts';
import type { PostOrder } from './post-order-types.ts';
import { reserveOrder } from './reserve-order.ts';

type OrderAnswer = { ResponseMsg: string; OrderId?: number; OrderNumber?: string }[];

const ORDER_TX = { isolation: 'read committed' } as const;
/** The longest Idempotency-Key taken (Stripe's limit). */
export const MAX_KEY_LENGTH = 255;

function answerOf(stored: StoredAnswer): OrderAnswer {
  if ('ok' in stored) return [{ ResponseMsg: RESPONSE_MSG.orderPlaced, ...stored.ok }];
  // A row from before messages had ids: its English text cannot be said in another language.
  const said = 'said' in stored.outcome ? stored.outcome.said : { id: 'genericError' as const };
  throw new ShopperOutcome('failure', said);
}

const outcomeAnswer = (error: ShopperOutcome): StoredAnswer => ({ outcome: { said: error.said } });

export async function placeOrder(
  ctx: OrdersContext,
  params: PostOrder,
  user: CurrentUser,
  headerKey: string,
): Promise<OrderAnswer> {
  if (params.UserID !== user.id) throw new ApiError(401, { id: 'unauthorized' });
  if (params.cartJsonData.length === 0) throw new ShopperOutcome('failure', { id: 'cartEmpty' });
  const hash = requestHash(params);
  const { key, auto } = attemptKey(headerKey, params.IdempotencyKey, hash);
  // PostgreSQL cannot index a key of a few kilobytes (a 500); no client needs more than a UUID.
  if (key.length > MAX_KEY_LENGTH) throw new ApiError(400, { id: 'idempotencyKeyTooLong' });
  const claim = await claimAttempt(ctx.db, { userId: user.id, key, auto, hash, now: ctx.now() });
  switch (claim.kind) {
    case 'mismatch':
      throw new ApiError(422, { id: 'idempotencyKeyReused' });
    case 'in-flight':
      throw new ApiError(409, { id: 'orderInFlight' });
    case 'replay':
      return answerOf(claim.answer);
    case 'claimed':
      break;
  }
  // A derived key is no client's: the order keeps only a key the client sent.
  const attempt = { id: claim.attemptId, key: auto ? null : key, userId: user.id };
  let stored: StoredAnswer;
  try {
    stored = await runAttempt(ctx, params, attempt);
  } catch (error) {
    if (!(error instanceof ShopperOutcome)) {
      // No answer to keep (a database failure): free the key so the retry runs again — on a
      // fresh connection, the one that failed may be gone.
      await withRetries(() => dropAttempt(ctx.db, attempt.id)).catch(() => undefined);
      throw error;
    }
    stored = outcomeAnswer(error);
    await withRetries(() => markDone(ctx.db, attempt.id, 'in_flight', stored));
  }
  void ctx.mailer.kick();
  return answerOf(stored);
}

interface Attempt {
  id: number;
  key: string | null;
  userId: number;
}

async function runAttempt(ctx: OrdersContext, params: PostOrder, attempt: Attempt) {
  const order = { params, attempt };
  if (params.PaymentMethod === PAYMENT_METHOD.CashOnDelivery) {
    // Nothing to pay now: reserve and confirm are one transaction.
    return writeTransaction(
      ctx.db,
      async (trx) => {
        const draft = await reserveOrder(ctx, trx, params, attempt.userId);
        const orderId = await writeOrder(ctx, trx, { ...order, draft, payment: null });
        return finish(trx, attempt.id, 'in_flight', orderId);
      },
      ORDER_TX,
    );
  }
  const draft = await writeTransaction(
    ctx.db,
    async (trx) => {
      const priced = await reserveOrder(ctx, trx, params, attempt.userId);
      await markReserved(trx, attempt.id, priced, ctx.now());
      return priced;
    },
    ORDER_TX,
  );
  const payment = await pay(ctx, params, attempt, draft);
  try {
    return await writeTransaction(
      ctx.db,
      async (trx) => {
        const orderId = await writeOrder(ctx, trx, { ...order, draft, payment });
        return finish(trx, attempt.id, 'reserved', orderId);
      },
      ORDER_TX,
    );
  } catch (error) {
    // The money was taken but no order was written: give it back, and the reservation too.
    await withRetries(() => ctx.gateway.refund(payment));
    const answer = error instanceof ShopperOutcome ? outcomeAnswer(error) : refundedAnswer;
    await releaseWithRetries(ctx.db, attempt.id, draft, answer);
    if (error instanceof ShopperOutcome || error instanceof AttemptReleased) return answer;
    throw error;
  }
}

class AttemptReleased extends Error {}

async function finish(
  trx: Parameters<typeof markDone>[0],
  attemptId: number,
  from: 'in_flight' | 'reserved',
  order: { id: number; number: string },
): Promise<StoredAnswer> {
  const answer: StoredAnswer = { ok: { OrderId: order.id, OrderNumber: order.number } };
  // Released as abandoned meanwhile (its lease ran out): it must not become an order too.
  if (!(await markDone(trx, attemptId, from, answer, order.id))) throw new AttemptReleased();
  return answer;
}

/** Charges the card or captures the wallet for the reserved amount; a decline gives it all back. */
async function pay(
  ctx: OrdersContext,
  params: PostOrder,
  attempt: Attempt,
  draft: OrderDraft,
): Promise<Payment> {
  const amountPaise = payablePaise(draft);
  const reference = paymentReferenceOf(attempt.id);
  const confirmation = confirmationOf(params);
  try {
    const payment =
      params.PaymentMethod === PAYMENT_METHOD.Card
        ? await ctx.gateway.chargeCard({
            token: params.paymentToken,
            userId: attempt.userId,
            amountPaise,
            reference,
            confirmation,
          })
        : await ctx.gateway.captureWalletOrder({
            walletOrderId: confirmation?.orderId ?? walletOrderIdOf(params.payPalOrderConfirmJson),
            userId: attempt.userId,
            amountPaise,
            reference,
            confirmation,
          });
    await ctx.fault?.('after-charge');
    await notePayment(ctx.db, attempt.id, payment.reference);
    return payment;
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      const declined = new ShopperOutcome('failure', error.said);
      await releaseWithRetries(ctx.db, attempt.id, draft, outcomeAnswer(declined));
      throw declined;
    }
    // The charge may have gone through before the failure: settle the money first (this
    // process owns the attempt), then release. If the provider cannot be asked now, the
    // attempt stays reserved and the sweep settles it once its lease runs out.
    const refunded = await refundAttemptPayment(ctx, attempt.id).catch(() => null);
    if (refunded === null) throw error;
    const answer: StoredAnswer = refunded
      ? refundedAnswer
      : { outcome: { said: { id: 'paymentMissing' } } };
    await releaseWithRetries(ctx.db, attempt.id, draft, answer);
    throw error;
  }
}

/** Razorpay Checkout's answer, when the browser sent all three of its fields. */
function confirmationOf(params: PostOrder): ProviderConfirmation | undefined {
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = params;
  const signature = params.razorpay_signature;
  return orderId && paymentId && signature ? { orderId, paymentId, signature } : undefined;
}

/**
 * payPalOrderConfirmJson is read only for the id of the server's own wallet order; its amount
 * and status are the server's record's, never the browser's.
 */
function walletOrderIdOf(json: string | undefined): string {
  try {
    const value = JSON.parse(json ?? '{}') as unknown;
    const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : null;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

// Refunds the shop owes after a cancel or a return. The refund is recorded in the same
// transaction as the move that makes it due ('pending', with its idempotency reference), and
// paid through the gateway after that transaction commits; then a second transaction marks it
// done and moves its lines on to refunded. Why not refund inside the first transaction: a
// provider call can take seconds (the lines' and order's rows would stay locked that long, and
// SQLite's single writer would wait on itself), and a cancel must not hang on a provider being
// down. A refund the gateway refuses or cannot be reached for stays pending and is retried by
// the sweep; the reference makes every retry, on any instance, refund at most once.
import type { Kysely } from 'kysely';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { orderMoney, refundFor, type MoneyLine } from '@bazaar/contract/orders/refund-amount';
import { isStage, type Stage } from '@bazaar/contract/orders/fulfilment';
import type { Database } from '../../../db/schema.ts';
import type { OrderRefundState } from '../../../db/tables/after-sales.ts';
import { writeTransaction } from '../../../db/write-transaction.ts';
import { releaseCouponUse } from '../../cart/index.ts';
import { queueStageMail } from '../stages/stage-mail.ts';
import { moveStage } from '../stages/stage-move.ts';
import type { AfterSalesContext } from './after-sales-context.ts';
import * as repository from './after-sales.repository.ts';
import { refundReturnRequest } from './return-requests.repository.ts';

/** Stages of a line the shopper no longer keeps (its money goes back). */
const LEFT: readonly Stage[] = ['cancelled', 'returned', 'refunded'];

export interface OwedRefund {
  refundId: number | null;
  reference: string | null;
  amountPaise: number;
  state: OrderRefundState | 'none';
}

/** `cancel-<order>-<lines>` / `return-<order>-<line>`: one refund per set of lines leaving. */
export function refundReference(
  cause: 'cancel' | 'return',
  orderId: number,
  lineIds: readonly number[],
): string {
  return `${cause}-${orderId}-${[...lineIds].sort((a, b) => a - b).join('.')}`;
}

/**
 * Inside the caller's transaction, after its lines moved out: the refund now due (recorded
 * pending; manual for cash on delivery; nothing when nothing is due) and the coupon's use
 * given back when its discount no longer applies to what the shopper keeps.
 */
export async function oweRefund(
  trx: Kysely<Database>,
  order: repository.OrderFigures,
  leaving: { cause: 'cancel' | 'return'; lineIds: readonly number[]; at: Date },
): Promise<OwedRefund> {
  const lines = await repository.linesOf(trx, order.id);
  const kept: MoneyLine[] = lines
    .filter((line) => !LEFT.includes(isStage(line.stage) ? line.stage : 'placed'))
    .map((line) => ({
      id: line.id,
      totalPaise: line.total_paise,
      shippingPaise: line.shipping_paise,
    }));
  const cash = order.payment_method_id === PAYMENT_METHOD.CashOnDelivery;
  const plan = refundFor(
    orderMoney(
      order,
      order.min_order_total_paise ?? 0,
      await repository.refundedPaise(trx, order.id),
    ),
    kept,
  );
  if (plan.couponWithdrawn && order.coupon_id !== null) {
    if (await repository.dropRedemption(trx, order.id)) {
      await releaseCouponUse(trx, order.coupon_id);
    }
  }
  // Nothing was paid yet for a cash order cancelled before delivery.
  const unpaid = cash && leaving.cause === 'cancel';
  if (plan.refundPaise === 0 || unpaid) {
    return { refundId: null, reference: null, amountPaise: 0, state: 'none' };
  }
  const reference = refundReference(leaving.cause, order.id, leaving.lineIds);
  const state: OrderRefundState = cash ? 'manual' : 'pending';
  const refundId = await repository.insertRefund(trx, {
    orderId: order.id,
    reference,
    cause: leaving.cause,
    lineIds: leaving.lineIds,
    amountPaise: plan.refundPaise,
    paymentReference: order.payment_reference,
    provider: await repository.paymentProviderOf(trx, order.id, order.payment_reference),
    state,
    atIso: leaving.at.toISOString(),
  });
  return { refundId, reference, amountPaise: plan.refundPaise, state };
}

/**
 * Pays a pending refund through the gateway, then (one transaction) marks it done and moves its
 * lines to refunded. Answers the refund's state afterwards: 'done', or 'pending' when the
 * gateway failed (the sweep tries again).
 */
export async function settleRefund(
  ctx: AfterSalesContext,
  refundId: number,
): Promise<OrderRefundState> {
  const refund = await repository.findRefund(ctx.db, refundId);
  if (!refund) return 'pending';
  if (refund.state !== 'pending') return refund.state;
  try {
    // Through the provider that took the money, which records the refund under our reference.
    const paid = await ctx.gateway.refund({
      provider:
        refund.provider ??
        (await repository.paymentProviderOf(ctx.db, refund.order_id, refund.payment_reference)) ??
        undefined,
      reference: refund.payment_reference ?? '',
      amountPaise: refund.amount_paise,
      idempotencyReference: refund.idempotency_reference,
    });
    await repository.noteProviderRefund(ctx.db, refundId, paid.refundId);
  } catch (error) {
    // Refused or unreachable: the order stays as it was, the reason is kept for the operator.
    await repository.noteRefundFailure(ctx.db, refundId, errorText(error));
    return 'pending';
  }
  return writeTransaction(ctx.db, (trx) => completeRefund(ctx, trx, refund, ctx.now()));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

type RefundRow = NonNullable<Awaited<ReturnType<typeof repository.findRefund>>>;

/** Marks the refund done (once), moves its lines on to refunded and tells the shopper. */
export async function completeRefund(
  ctx: AfterSalesContext,
  trx: Kysely<Database>,
  refund: RefundRow,
  at: Date,
): Promise<OrderRefundState> {
  const atIso = at.toISOString();
  if (refund.state === 'pending' && !(await repository.markRefundDone(trx, refund.id, atIso))) {
    return 'done';
  }
  const lineIds = JSON.parse(refund.line_ids_json) as number[];
  await moveStage(trx, { orderId: refund.order_id, to: 'refunded', actor: 'system', lineIds, at });
  await refundReturnRequest(trx, refund.idempotency_reference, atIso);
  await queueStageMail(ctx, trx, {
    orderId: refund.order_id,
    event: 'refunded',
    lineIds,
    refundPaise: refund.amount_paise,
  });
  return 'done';
}

/** Retries pending refunds (every instance, on a timer): each settles at most once. */
export async function settlePendingRefunds(ctx: AfterSalesContext, limit = 20): Promise<number> {
  const pending = await repository.pendingRefundIds(ctx.db, limit);
  let settled = 0;
  for (const { id } of pending) {
    if ((await settleRefund(ctx, id)) === 'done') settled += 1;
  }
  return settled;
}

// cancel-customer-order (issue #20 §2): the shopper cancels their order, or some of its lines,
// until it ships. One transaction: the lines move to cancelled (moveStage gives their stock
// back, once), the coupon's use goes back when its discount no longer applies, the refund due
// is recorded; after it commits the refund is paid (refunds.ts). A cancel racing the shop's
// shipment, or another cancel, is refused with "changed meanwhile" by moveStage: one applies.
import type { Kysely } from 'kysely';
import { paiseToRupees } from '@bazaar/contract/money/paise';
import type { Actor, Stage } from '@bazaar/contract/orders/fulfilment';
import { cancelBlock } from '@bazaar/contract/orders/return-policy';
import type { CancelOutcome } from '@bazaar/contract/schemas/after-sales';
import type { Message } from '@bazaar/i18n/message-catalogue';
import { ApiError, ShopperOutcome } from '../../../api-errors.ts';
import type { CurrentUser } from '../../../auth/current-user.ts';
import type { Database } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/write-transaction.ts';
import { queueStageMail } from '../stages/stage-mail.ts';
import { moveStage, type StageMoveOutcome } from '../stages/stage-move.ts';
import type { AfterSalesContext } from './after-sales-context.ts';
import * as repository from './after-sales.repository.ts';
import { stageOf } from './line-facts.ts';
import { oweRefund, settleRefund, type OwedRefund } from './refunds.ts';

export interface CancelRequest {
  OrderNumber: string;
  OrderItemIDs?: number[] | undefined;
}

export type CancelResult =
  | { ok: true; orderNumber: string; stage: Stage; cancelledItemIds: number[]; refund: OwedRefund }
  | { ok: false; said: Message };

/** The refusal a stage move answers, as the shopper reads it. */
function refusalMessage(outcome: Exclude<StageMoveOutcome, { outcome: 'moved' }>): Message {
  if (outcome.outcome === 'not-found') return { id: 'orderNotFound' };
  if (outcome.refusal === 'changed-meanwhile') return { id: 'orderChangedMeanwhile' };
  if (outcome.refusal === 'no-such-line') return { id: 'notInOrder' };
  return cancelBlock(outcome.stage) === 'shipped'
    ? { id: 'cancelShipped' }
    : { id: 'cancelClosed' };
}

async function hasCancellableLine(trx: Kysely<Database>, orderId: number): Promise<boolean> {
  const lines = await repository.linesOf(trx, orderId);
  return lines.some((line) => cancelBlock(stageOf(line.stage)) === null);
}

/** Cancels an order (or lines) in one transaction; the shop's command passes actor 'operator'. */
export async function cancelOrder(
  ctx: AfterSalesContext,
  order: repository.OrderFigures,
  lineIds: readonly number[],
  actor: Actor,
  /** Runs in the cancel's transaction once it applied (the console's audit row). */
  alsoInTransaction?: (trx: Kysely<Database>, cancelledItemIds: number[]) => Promise<void>,
): Promise<CancelResult> {
  const at = ctx.now();
  const result = await writeTransaction(ctx.db, async (trx: Kysely<Database>) => {
    // Nothing left to cancel (an all-digital order, already delivered): the order stays as it is.
    const whole = lineIds.length === 0 && cancelBlock(stageOf(order.stage)) === null;
    if (whole && !(await hasCancellableLine(trx, order.id))) {
      return { ok: false, said: { id: 'cancelClosed' } } as const;
    }
    const moved = await moveStage(trx, {
      orderId: order.id,
      to: 'cancelled',
      actor,
      ...(lineIds.length > 0 ? { lineIds } : {}),
      at,
    });
    if (moved.outcome !== 'moved') return { ok: false, said: refusalMessage(moved) } as const;
    const cancelledItemIds = moved.lines.map((line) => line.id);
    const refund = await oweRefund(trx, order, { cause: 'cancel', lineIds: cancelledItemIds, at });
    await queueStageMail(ctx, trx, {
      orderId: order.id,
      event: 'cancelled',
      lineIds: cancelledItemIds,
    });
    await alsoInTransaction?.(trx, cancelledItemIds);
    return { ok: true, stage: moved.orderTo, cancelledItemIds, refund } as const;
  });
  if (!result.ok) return result;
  const refund =
    result.refund.refundId !== null && result.refund.state === 'pending'
      ? { ...result.refund, state: await settleRefund(ctx, result.refund.refundId) }
      : result.refund;
  return { ...result, orderNumber: order.order_number, refund };
}

export async function cancelCustomerOrder(
  ctx: AfterSalesContext,
  params: CancelRequest,
  user: CurrentUser,
): Promise<CancelOutcome> {
  const order = await repository.findOwnOrder(ctx.db, user.id, params.OrderNumber);
  if (!order) throw new ApiError(404, { id: 'orderNotFound' });
  const result = await cancelOrder(ctx, order, params.OrderItemIDs ?? [], 'shopper');
  if (!result.ok) throw new ShopperOutcome('failure', result.said);
  return {
    orderNumber: result.orderNumber,
    stage: result.stage,
    cancelledItemIds: result.cancelledItemIds,
    refund: paiseToRupees(result.refund.amountPaise),
    refundState: result.refund.state,
  };
}

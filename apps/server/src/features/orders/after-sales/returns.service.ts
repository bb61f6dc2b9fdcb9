// The shopper's side of returns (issue #20 §3): what each line of their order allows now (and
// why not), and asking one delivered line back within the policy's window with a reason and a
// note. The request and the line's move to return-requested are one transaction; a second
// request for the line (a double click, another tab) finds the line moved and is refused.
import {
  RETURN_POLICY,
  cancelBlock,
  returnEligibility,
  type ReturnBlock,
  type ReturnReason,
} from '@bazaar/contract/orders/return-policy';
import type {
  AfterSalesLine,
  AfterSalesView,
  ReturnRequested,
} from '@bazaar/contract/schemas/after-sales';
import type { Message } from '@bazaar/i18n/message-catalogue';
import { ApiError, ShopperOutcome } from '../../../api-errors.ts';
import type { CurrentUser } from '../../../auth/current-user.ts';
import { writeTransaction } from '../../../db/write-transaction.ts';
import { queueStageMail } from '../stages/stage-mail.ts';
import { moveStage } from '../stages/stage-move.ts';
import type { AfterSalesContext, ShopperAfterSalesContext } from './after-sales-context.ts';
import * as repository from './after-sales.repository.ts';
import { lineFactsOf, stageOf } from './line-facts.ts';
import { dropReturnPhoto, keepReturnPhoto } from './return-photo.ts';
import * as requests from './return-requests.repository.ts';

type RequestRow = Awaited<ReturnType<typeof requests.requestsOfOrder>>[number];

const BLOCK_MESSAGE: Record<ReturnBlock, Message> = {
  'not-delivered': { id: 'returnNotDelivered' },
  digital: { id: 'returnDigital' },
  'final-sale': { id: 'returnFinalSale' },
  'window-closed': { id: 'returnWindowClosed', params: { days: RETURN_POLICY.windowDays } },
  'already-requested': { id: 'returnAlreadyRequested' },
};

const viewOfRequest = (row: RequestRow) => ({
  returnId: row.id,
  reason: row.reason as ReturnReason,
  state: row.state,
  requestedAt: row.created_at,
  decisionNote: row.decision_note,
});

async function ownOrder(ctx: AfterSalesContext, user: CurrentUser, orderNumber: string) {
  const order = await repository.findOwnOrder(ctx.db, user.id, orderNumber);
  if (!order) throw new ApiError(404, { id: 'orderNotFound' });
  return order;
}

export async function customerAfterSales(
  ctx: AfterSalesContext,
  params: { OrderNumber: string },
  user: CurrentUser,
): Promise<AfterSalesView> {
  const order = await ownOrder(ctx, user, params.OrderNumber);
  const [facts, asked] = await Promise.all([
    lineFactsOf(ctx.db, order.id),
    requests.requestsOfOrder(ctx.db, order.id),
  ]);
  const now = ctx.now();
  const lines = facts.map((line): AfterSalesLine => {
    const request = asked.find((row) => row.order_item_id === line.id);
    const eligible = request
      ? ({ ok: false, block: 'already-requested' } as const)
      : returnEligibility(line, now);
    const blocked = cancelBlock(line.stage);
    return {
      orderItemId: line.id,
      stage: line.stage,
      canCancel: blocked === null,
      cancelBlock: blocked,
      canReturn: eligible.ok,
      returnBlock: eligible.ok ? null : eligible.block,
      returnUntil: eligible.ok ? eligible.until.toISOString() : null,
      returnRequest: request ? viewOfRequest(request) : null,
    };
  });
  const orderStage = stageOf(order.stage);
  const orderBlock = cancelBlock(orderStage);
  return {
    orderNumber: order.order_number,
    stage: orderStage,
    // Cancel order needs a line still to cancel (an all-digital order has none).
    canCancelOrder: orderBlock === null && lines.some((line) => line.canCancel),
    cancelBlock: orderBlock,
    returnWindowDays: RETURN_POLICY.windowDays,
    lines,
  };
}

export interface ReturnParams {
  OrderNumber: string;
  OrderItemID: number;
  Reason: ReturnReason;
  Note: string;
  Photo?: string | undefined;
}

export async function requestCustomerReturn(
  ctx: ShopperAfterSalesContext,
  params: ReturnParams,
  user: CurrentUser,
): Promise<ReturnRequested> {
  const order = await ownOrder(ctx, user, params.OrderNumber);
  const at = ctx.now();
  const photoPath = params.Photo ? await keepReturnPhoto(ctx.filesDir, params.Photo) : null;
  type Outcome =
    { said: Message; row?: never } | { said?: never; row: { id: number; created_at: string } };
  const write = () =>
    writeTransaction(ctx.db, async (trx): Promise<Outcome> => {
      const line = (await lineFactsOf(trx, order.id)).find(
        (fact) => fact.id === params.OrderItemID,
      );
      if (!line) return { said: { id: 'notInOrder' } };
      const eligible = returnEligibility(line, at);
      if (!eligible.ok) return { said: BLOCK_MESSAGE[eligible.block] };
      const row = await requests.insertReturnRequest(trx, {
        orderId: order.id,
        itemId: line.id,
        userId: user.id,
        reason: params.Reason,
        note: params.Note === '' ? null : params.Note,
        photoPath,
      });
      if (!row) return { said: BLOCK_MESSAGE['already-requested'] };
      const moved = await moveStage(trx, {
        orderId: order.id,
        to: 'return-requested',
        actor: 'shopper',
        lineIds: [line.id],
        at,
      });
      if (moved.outcome !== 'moved')
        throw new ShopperOutcome('failure', { id: 'orderChangedMeanwhile' });
      await queueStageMail(ctx, trx, {
        orderId: order.id,
        event: 'return-requested',
        lineIds: [line.id],
      });
      return { row };
    });
  // A photo kept for a request that did not go through is removed again.
  const outcome = await write().catch(async (error: unknown) => {
    await dropReturnPhoto(ctx.filesDir, photoPath);
    throw error;
  });
  if (outcome.said) {
    await dropReturnPhoto(ctx.filesDir, photoPath);
    throw new ShopperOutcome('failure', outcome.said);
  }
  const { row } = outcome;
  return {
    returnId: row.id,
    orderItemId: params.OrderItemID,
    reason: params.Reason,
    state: 'requested',
    requestedAt: row.created_at,
    decisionNote: null,
  };
}

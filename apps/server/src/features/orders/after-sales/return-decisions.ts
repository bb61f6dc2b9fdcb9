// The owner's decisions on return requests (issue #20 §3; `npm run admin -- returns …` now, the
// console later): approve (line → return-approved), reject (line back to delivered, event
// return-rejected), received (line → returned, stock back, the refund recorded — then paid
// through the gateway, line → refunded). Each step is one transaction, from the state the
// request was read in, so two operators cannot both apply one.
import type { Kysely } from 'kysely';
import type { Stage } from '@bazaar/contract/orders/fulfilment';
import type { Database } from '../../../db/schema.ts';
import type { ReturnRequestState } from '../../../db/tables/after-sales.ts';
import { writeTransaction } from '../../../db/write-transaction.ts';
import { queueStageMail } from '../stages/stage-mail.ts';
import { moveStage } from '../stages/stage-move.ts';
import type { AfterSalesContext } from './after-sales-context.ts';
import * as repository from './after-sales.repository.ts';
import { completeRefund, oweRefund, settleRefund, type OwedRefund } from './refunds.ts';
import * as requests from './return-requests.repository.ts';

export type ReturnDecision = 'approve' | 'reject' | 'received';

const STEP: Record<
  ReturnDecision,
  { from: ReturnRequestState; to: ReturnRequestState; line: Stage }
> = {
  approve: { from: 'requested', to: 'approved', line: 'return-approved' },
  reject: { from: 'requested', to: 'rejected', line: 'delivered' },
  received: { from: 'approved', to: 'received', line: 'returned' },
};

export type DecisionOutcome =
  | { outcome: 'done'; state: ReturnRequestState; refund: OwedRefund | null }
  | { outcome: 'not-found' }
  | { outcome: 'refused'; state: ReturnRequestState };

/** Rolls the decision's transaction back: the line or request changed meanwhile. */
class DecisionRefused extends Error {
  constructor(readonly state: ReturnRequestState) {
    super(`return request is ${state}`);
  }
}

/** The received line's refund: recorded with the line's return, paid once it commits. */
async function refundReturn(
  trx: Kysely<Database>,
  request: { order_id: number; order_item_id: number },
  at: Date,
): Promise<OwedRefund> {
  const order = await repository.findOrderById(trx, request.order_id);
  if (!order) throw new DecisionRefused('approved');
  return oweRefund(trx, order, { cause: 'return', lineIds: [request.order_item_id], at });
}

export async function decideReturn(
  ctx: AfterSalesContext,
  id: number,
  decision: ReturnDecision,
  note: string | null = null,
  /** Runs in the decision's transaction once it applied (the console's audit row). */
  alsoInTransaction?: (trx: Kysely<Database>, orderId: number) => Promise<void>,
): Promise<DecisionOutcome> {
  const step = STEP[decision];
  const at = ctx.now();
  let result: DecisionOutcome;
  try {
    result = await writeTransaction(ctx.db, async (trx): Promise<DecisionOutcome> => {
      const request = await requests.findReturnRequest(trx, id);
      if (!request) return { outcome: 'not-found' };
      if (request.state !== step.from) return { outcome: 'refused', state: request.state };
      const moved = await moveStage(trx, {
        orderId: request.order_id,
        to: step.line,
        actor: 'operator',
        lineIds: [request.order_item_id],
        ...(note === null ? {} : { note }),
        at,
      });
      if (moved.outcome !== 'moved') throw new DecisionRefused(request.state);
      await queueStageMail(ctx, trx, {
        orderId: request.order_id,
        event: moved.event,
        lineIds: [request.order_item_id],
      });
      const refund = decision === 'received' ? await refundReturn(trx, request, at) : null;
      const decided = await requests.decideReturnRequest(trx, id, {
        from: step.from,
        to: step.to,
        by: decision === 'received' ? null : 'operator',
        note,
        refundReference: refund?.reference ?? null,
        atIso: at.toISOString(),
      });
      if (!decided) throw new DecisionRefused(request.state);
      if (refund?.state === 'manual') {
        const row = await repository.findRefund(trx, refund.refundId ?? 0);
        if (row) await completeRefund(ctx, trx, row, at);
      }
      const state = refund?.state === 'manual' ? 'refunded' : step.to;
      await alsoInTransaction?.(trx, request.order_id);
      return { outcome: 'done', state, refund };
    });
  } catch (error) {
    if (error instanceof DecisionRefused) return { outcome: 'refused', state: error.state };
    throw error;
  }
  if (result.outcome !== 'done' || result.refund?.refundId == null) return result;
  if (result.refund.state !== 'pending') return result;
  const state = await settleRefund(ctx, result.refund.refundId);
  return {
    outcome: 'done',
    state: state === 'done' ? 'refunded' : result.state,
    refund: { ...result.refund, state },
  };
}

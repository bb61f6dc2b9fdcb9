// The shop's moves of an order from the console, each through the orders feature's own service
// (moveStage's state machine; the shopper's cancel with its gateway refund and stock given back
// once; the return decisions with theirs) and each audited in that service's transaction.
import type { ConsoleRequest } from '@bazaar/contract/console/schemas';
import { carrierName } from '@bazaar/contract/orders/carriers';
import { isStage, type ParcelStage, type Stage } from '@bazaar/contract/orders/fulfilment';
import { STAGE_TEXTS } from '@bazaar/i18n/orders';
import type { Message } from '@bazaar/i18n/message-catalogue';
import { ApiError } from '../../api-errors.ts';
import * as orders from '../orders/index.ts';
import { recordChange, type StaffActor } from '../staff/index.ts';
import type { ConsoleServices } from './console-context.ts';

const stageText = (stage: string) =>
  isStage(stage) ? STAGE_TEXTS[stage] : { en: stage, ar: stage };

function refusal(
  outcome: Exclude<orders.StageMoveOutcome, { outcome: 'moved' }>,
  to: Stage,
): ApiError {
  if (outcome.outcome === 'not-found') return new ApiError(404, { id: 'consoleOrderNotFound' });
  if (outcome.refusal === 'changed-meanwhile')
    return new ApiError(409, { id: 'consoleOrderChanged' });
  const said: Message = {
    id: 'consoleMoveRefused',
    params: { stage: stageText(outcome.stage), to: stageText(to) },
  };
  return new ApiError(409, said);
}

export async function moveOrder(
  ctx: ConsoleServices,
  params: ConsoleRequest<'moveOrder'>,
  actor: StaffActor,
) {
  const to = params.to as Exclude<ParcelStage, 'placed'>;
  if (to === 'shipped' && (params.carrier === '' || params.trackingNumber === '')) {
    throw new ApiError(400, { id: 'consoleShipmentMissing' });
  }
  const move: orders.OperatorMove =
    to === 'shipped'
      ? { to, carrier: params.carrier, trackingNumber: params.trackingNumber }
      : { to };
  const outcome = await orders.moveOrderAsOperator(ctx, params.orderId, move, (trx, moved) =>
    recordChange(
      trx,
      actor,
      {
        action: 'order.move',
        entity: 'order',
        entityId: params.orderId,
        before: { stage: moved.orderFrom },
        after: {
          stage: moved.orderTo,
          ...(to === 'shipped'
            ? { carrier: carrierName(params.carrier), trackingNumber: params.trackingNumber.trim() }
            : {}),
        },
      },
      ctx.now(),
    ),
  );
  if (outcome.outcome !== 'moved') throw refusal(outcome, to);
  return { stage: outcome.orderTo };
}

export async function cancelOrder(
  ctx: ConsoleServices,
  params: ConsoleRequest<'cancelOrder'>,
  actor: StaffActor,
) {
  const order = await orders.findOrderById(ctx.db, params.orderId);
  if (!order) throw new ApiError(404, { id: 'consoleOrderNotFound' });
  const result = await orders.cancelOrder(ctx, order, [], 'operator', (trx, lineIds) =>
    recordChange(
      trx,
      actor,
      {
        action: 'order.cancel',
        entity: 'order',
        entityId: order.id,
        before: { stage: order.stage },
        after: { stage: 'cancelled', cancelledItems: lineIds.join(',') },
      },
      ctx.now(),
    ),
  );
  if (!result.ok) throw new ApiError(409, result.said);
  return {
    stage: result.stage,
    refund: { state: result.refund.state, amountPaise: result.refund.amountPaise },
  };
}

/** A return request's state before and after each decision (return-decisions.ts STEP). */
const RETURN_STEP = {
  approve: ['requested', 'approved'],
  reject: ['requested', 'rejected'],
  received: ['approved', 'received'],
} as const;

export async function decideReturn(
  ctx: ConsoleServices,
  params: ConsoleRequest<'decideReturn'>,
  actor: StaffActor,
) {
  const note = params.note === '' ? null : params.note;
  const outcome = await orders.decideReturn(
    ctx,
    params.returnId,
    params.decision,
    note,
    (trx, orderId) =>
      recordChange(
        trx,
        actor,
        {
          action: `return.${params.decision}`,
          entity: 'return',
          entityId: params.returnId,
          before: { state: RETURN_STEP[params.decision][0] },
          after: { state: RETURN_STEP[params.decision][1], order: orderId, note },
        },
        ctx.now(),
      ),
  );
  if (outcome.outcome === 'not-found') throw new ApiError(404, { id: 'consoleReturnNotFound' });
  if (outcome.outcome === 'refused') {
    throw new ApiError(409, { id: 'consoleReturnRefused', params: { state: outcome.state } });
  }
  return {
    state: outcome.state,
    refund: outcome.refund && {
      state: outcome.refund.state,
      amountPaise: outcome.refund.amountPaise,
    },
  };
}

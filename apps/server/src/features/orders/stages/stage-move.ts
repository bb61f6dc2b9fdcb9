// One move of an order, or of some of its lines, to a stage (contract orders/fulfilment.ts),
// inside the caller's transaction: the order's and lines' stage and spec status, the history,
// and stock given back on entering cancelled or returned. Each row moves only from the stage it
// was read in, so of two moves racing (a shopper's cancel, the shop's ship) exactly one applies
// and the other is told the order changed. What a move costs beyond that — a refund, a coupon
// use given back, an e-mail — is the caller's, in the same transaction.
import type { Kysely } from 'kysely';
import {
  STATUS_OF_STAGE,
  isParcelStage,
  isStage,
  lineStageAfterParcelMove,
  planStageMove,
  type Actor,
  type MoveRefusal,
  type Stage,
  type StageEvent,
} from '@bazaar/contract/orders/fulfilment';
import type { Database } from '../../../db/schema.ts';
import { giveBackStock } from '../order.repository.ts';
import * as repository from './stage-move.repository.ts';

export interface StageMoveRequest {
  orderId: number;
  to: Stage;
  actor: Actor;
  /** Only these lines (a line cancelled, a line asked back); the whole order when absent. */
  lineIds?: readonly number[];
  /** The carrier and tracking number of a shipment, recorded with the move. */
  shipment?: { carrier: string; trackingNumber: string };
  note?: string;
  at: Date;
}

export interface MovedLine {
  id: number;
  productId: number;
  quantity: number;
  totalPaise: number;
  isDigital: boolean;
  from: Stage;
  to: Stage;
}

export type StageMoveOutcome =
  | {
      outcome: 'moved';
      event: StageEvent;
      orderFrom: Stage;
      orderTo: Stage;
      lines: MovedLine[];
      restocked: boolean;
    }
  | { outcome: 'not-found' }
  | {
      outcome: 'refused';
      refusal: MoveRefusal | 'changed-meanwhile' | 'no-such-line';
      stage: Stage;
      allowed: readonly Stage[];
    };

type LineRow = Awaited<ReturnType<typeof repository.findLineStages>>[number];

const stageOf = (text: string): Stage => (isStage(text) ? text : 'placed');

export async function moveStage(
  trx: Kysely<Database>,
  request: StageMoveRequest,
): Promise<StageMoveOutcome> {
  const order = await repository.findOrderStage(trx, request.orderId);
  if (!order) return { outcome: 'not-found' };
  const from = stageOf(order.stage);
  const atIso = request.at.toISOString();
  const lineMove = request.lineIds !== undefined;
  const plan = lineMove
    ? ({ ok: true, event: request.to, restoresStock: false } as const)
    : planStageMove(from, request.to, request.actor);
  if (!plan.ok)
    return { outcome: 'refused', refusal: plan.refusal, stage: from, allowed: plan.allowed };
  // Take the order's row first (PostgreSQL: a racing move waits here, then finds it changed).
  const orderTo = lineMove ? from : request.to;
  const took = await repository.moveOrderRow(trx, order.id, {
    from,
    to: orderTo,
    statusId: STATUS_OF_STAGE[orderTo],
    atIso,
  });
  if (!took) return { outcome: 'refused', refusal: 'changed-meanwhile', stage: from, allowed: [] };

  const lines = await repository.findLineStages(trx, order.id);
  const targets = lineMove ? pickLines(lines, request.lineIds ?? []) : lines;
  if (targets === null) {
    return { outcome: 'refused', refusal: 'no-such-line', stage: from, allowed: [] };
  }
  const moved: MovedLine[] = [];
  for (const line of targets) {
    const lineFrom = stageOf(line.stage);
    const lineTo = lineTarget(lineFrom, request.to, request.actor);
    if (lineTo === null) {
      if (!lineMove) continue;
      const refused = planStageMove(lineFrom, request.to, request.actor);
      const refusal = refused.ok ? 'not-allowed' : refused.refusal;
      return {
        outcome: 'refused',
        refusal,
        stage: lineFrom,
        allowed: refused.ok ? [] : refused.allowed,
      };
    }
    if (lineTo === lineFrom) continue;
    const statusId = STATUS_OF_STAGE[lineTo];
    if (!(await repository.moveLineRow(trx, line.id, { from: lineFrom, to: lineTo, statusId }))) {
      return { outcome: 'refused', refusal: 'changed-meanwhile', stage: from, allowed: [] };
    }
    moved.push({
      id: line.id,
      productId: line.product_id,
      quantity: line.quantity,
      totalPaise: line.total_paise,
      isDigital: line.is_digital === 1,
      from: lineFrom,
      to: lineTo,
    });
  }
  const restocked = request.to === 'cancelled' || request.to === 'returned';
  if (restocked) {
    for (const line of moved) await giveBackStock(trx, line.productId, line.quantity);
  }
  const event = lineMove ? lineEvent(moved, request.to) : plan.event;
  const history = (itemId: number | null, stage: StageEvent, statusStage: Stage) =>
    repository.insertHistory(trx, {
      orderId: order.id,
      itemId,
      statusId: STATUS_OF_STAGE[statusStage],
      stage,
      actor: request.actor,
      carrier: request.shipment?.carrier ?? null,
      trackingNumber: request.shipment?.trackingNumber ?? null,
      note: request.note ?? null,
      atIso,
    });
  let finalOrderStage = orderTo;
  if (lineMove) {
    for (const line of moved) await history(line.id, event, line.to);
    const movedTo = new Map(moved.map((line) => [line.id, line.to]));
    const lineStages = lines.map((line) => movedTo.get(line.id) ?? stageOf(line.stage));
    finalOrderStage = await settleOrderStage(trx, order.id, from, lineStages, atIso);
  } else {
    await history(null, event, orderTo);
  }
  return {
    outcome: 'moved',
    event,
    orderFrom: from,
    orderTo: finalOrderStage,
    lines: moved,
    restocked,
  };
}

/** The lines asked for, in the order's line order; null when one is not the order's. */
function pickLines(lines: readonly LineRow[], ids: readonly number[]): LineRow[] | null {
  const wanted = new Set(ids);
  const picked = lines.filter((line) => wanted.has(line.id));
  return picked.length === wanted.size && wanted.size > 0 ? picked : null;
}

/** Where a line goes when its order (or the line itself) moves to `to`; null when it cannot. */
function lineTarget(line: Stage, to: Stage, actor: Actor): Stage | null {
  if (isParcelStage(to) && isParcelStage(line)) return lineStageAfterParcelMove(line, to);
  const plan = planStageMove(line, to, actor);
  if (plan.ok) return to;
  return null;
}

function lineEvent(moved: readonly MovedLine[], to: Stage): StageEvent {
  const rejected = moved.length > 0 && moved.every((line) => line.from === 'return-requested');
  return rejected && to === 'delivered' ? 'return-rejected' : to;
}

/**
 * After a line move: when every line stands at one same stage, the order follows them there if
 * that is an after-sales stage (all lines cancelled) or the order was in one (every asked-back
 * line's return turned down: the order is delivered again).
 */
async function settleOrderStage(
  trx: Kysely<Database>,
  orderId: number,
  orderStage: Stage,
  lineStages: readonly Stage[],
  atIso: string,
): Promise<Stage> {
  const stages = new Set(lineStages);
  const [only] = stages;
  if (stages.size !== 1 || only === undefined || only === orderStage) return orderStage;
  if (isParcelStage(only) && isParcelStage(orderStage)) return orderStage;
  await repository.moveOrderRow(trx, orderId, {
    from: orderStage,
    to: only,
    statusId: STATUS_OF_STAGE[only],
    atIso,
  });
  return only;
}

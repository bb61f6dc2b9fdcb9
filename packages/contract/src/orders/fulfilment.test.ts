import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../constants.ts';
import {
  STAGES,
  STAGE_OF_STATUS,
  STATUS_OF_STAGE,
  initialLineStage,
  isCancellable,
  lineStageAfterParcelMove,
  nextStages,
  planStageMove,
  type Stage,
} from './fulfilment.ts';

describe('order stages', () => {
  it('walks the parcel forward and never back', () => {
    expect(planStageMove('placed', 'packed', 'operator')).toMatchObject({
      ok: true,
      event: 'packed',
    });
    expect(planStageMove('packed', 'shipped', 'operator').ok).toBe(true);
    expect(planStageMove('shipped', 'delivered', 'operator').ok).toBe(true);
    expect(planStageMove('shipped', 'packed', 'operator')).toMatchObject({
      ok: false,
      refusal: 'not-allowed',
    });
    expect(planStageMove('refunded', 'placed', 'operator')).toMatchObject({
      ok: false,
      refusal: 'final',
    });
  });

  it('lets a shopper cancel until the parcel ships, and ask for a return once delivered', () => {
    const cancellable = STAGES.filter(isCancellable);
    expect(cancellable).toEqual(['placed', 'packed']);
    expect(planStageMove('shipped', 'cancelled', 'shopper').ok).toBe(false);
    expect(planStageMove('delivered', 'return-requested', 'shopper').ok).toBe(true);
  });

  it('keeps every other move for the shop', () => {
    const shopperMoves = STAGES.flatMap((from) =>
      nextStages(from)
        .filter((to) => planStageMove(from, to, 'shopper').ok)
        .map((to) => `${from}>${to}`),
    );
    expect(shopperMoves).toEqual([
      'placed>cancelled',
      'packed>cancelled',
      'delivered>return-requested',
    ]);
    expect(planStageMove('placed', 'packed', 'shopper')).toMatchObject({
      ok: false,
      refusal: 'not-yours-to-make',
    });
  });

  it('gives stock back only on entering cancelled or returned', () => {
    const restoring = STAGES.flatMap((from) =>
      nextStages(from).filter((to) => {
        const move = planStageMove(from, to, 'operator');
        return move.ok && move.restoresStock;
      }),
    );
    expect(new Set(restoring)).toEqual(new Set<Stage>(['cancelled', 'returned']));
  });

  it('records a rejected return as its own event', () => {
    expect(planStageMove('return-requested', 'delivered', 'operator')).toMatchObject({
      ok: true,
      event: 'return-rejected',
      restoresStock: false,
    });
  });

  it('answers every stage as one of the spec five status ids, and back', () => {
    for (const stage of STAGES)
      expect(Object.values(ORDER_STATUS)).toContain(STATUS_OF_STAGE[stage]);
    for (const [status, stage] of Object.entries(STAGE_OF_STATUS)) {
      expect(STATUS_OF_STAGE[stage]).toBe(Number(status));
    }
  });

  it('moves a line with its parcel unless it is ahead or has left it', () => {
    expect(lineStageAfterParcelMove('placed', 'shipped')).toBe('shipped');
    expect(lineStageAfterParcelMove('delivered', 'shipped')).toBe('delivered');
    expect(lineStageAfterParcelMove('cancelled', 'delivered')).toBe('cancelled');
    expect(initialLineStage(true, true)).toBe('delivered');
    expect(initialLineStage(true, false)).toBe('placed');
    expect(initialLineStage(false, true)).toBe('placed');
  });
});

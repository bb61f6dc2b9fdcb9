// The return policy's rules with fixed clocks: the window's last moment, which lines are never
// taken back, a line asked back once, and where cancelling stops.
import { describe, expect, it } from 'vitest';
import {
  POLICY_TEXT_PARAMS,
  RETURN_POLICY,
  RETURN_REASONS,
  cancelBlock,
  isReturnReason,
  returnEligibility,
  returnWindowEnds,
  type LineFacts,
} from './return-policy.ts';

const DELIVERED = new Date('2026-11-20T10:00:00.000Z');
const line = (extra: Partial<LineFacts> = {}): LineFacts => ({
  stage: 'delivered',
  isDigital: false,
  finalSale: false,
  deliveredAt: DELIVERED,
  ...extra,
});
const at = (iso: string) => new Date(iso);

describe('the return window', () => {
  it('is seven days after delivery, to the millisecond', () => {
    expect(RETURN_POLICY.windowDays).toBe(7);
    expect(returnWindowEnds(DELIVERED).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(returnEligibility(line(), at('2026-11-27T10:00:00.000Z'))).toEqual({
      ok: true,
      until: at('2026-11-27T10:00:00.000Z'),
    });
    expect(returnEligibility(line(), at('2026-11-27T10:00:00.001Z'))).toEqual({
      ok: false,
      block: 'window-closed',
    });
  });

  it('feeds the texts’ figures', () => {
    expect(POLICY_TEXT_PARAMS).toEqual({ returnDays: RETURN_POLICY.windowDays });
  });
});

describe('which lines come back', () => {
  const now = at('2026-11-21T10:00:00.000Z');
  it('never a digital or final-sale line, whatever the date', () => {
    expect(returnEligibility(line({ isDigital: true }), now)).toEqual({
      ok: false,
      block: 'digital',
    });
    expect(returnEligibility(line({ finalSale: true }), now)).toEqual({
      ok: false,
      block: 'final-sale',
    });
  });

  it('only once delivered, and once', () => {
    for (const stage of ['placed', 'packed', 'shipped', 'out-for-delivery', 'cancelled'] as const) {
      expect(returnEligibility(line({ stage }), now)).toEqual({
        ok: false,
        block: 'not-delivered',
      });
    }
    for (const stage of ['return-requested', 'return-approved', 'returned', 'refunded'] as const) {
      expect(returnEligibility(line({ stage }), now)).toEqual({
        ok: false,
        block: 'already-requested',
      });
    }
    expect(returnEligibility(line({ deliveredAt: null }), now)).toEqual({
      ok: false,
      block: 'not-delivered',
    });
  });

  it('knows its reasons, each refunded to the original method', () => {
    expect(RETURN_REASONS.every(isReturnReason)).toBe(true);
    expect(isReturnReason('bored')).toBe(false);
    expect(new Set(Object.values(RETURN_POLICY.outcome))).toEqual(
      new Set(['refund-original-method']),
    );
  });
});

describe('cancelling', () => {
  it('is open until the parcel ships', () => {
    expect(cancelBlock('placed')).toBeNull();
    expect(cancelBlock('packed')).toBeNull();
    expect(cancelBlock('shipped')).toBe('shipped');
    expect(cancelBlock('out-for-delivery')).toBe('shipped');
    expect(cancelBlock('delivered')).toBe('shipped');
    expect(cancelBlock('cancelled')).toBe('closed');
    expect(cancelBlock('refunded')).toBe('closed');
  });
});

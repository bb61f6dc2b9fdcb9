import { describe, expect, it } from 'vitest';
import { deliveredAt, timelineOf, timelineSteps, type HistoryRow } from './timeline.ts';

const row = (stage: string | null, at: string, extra: Partial<HistoryRow> = {}): HistoryRow => ({
  stage,
  orderItemId: null,
  carrier: null,
  trackingNumber: null,
  at,
  ...extra,
});

describe('timelineOf', () => {
  it('keeps the events in order with the shipment and its tracking link', () => {
    const events = timelineOf([
      row('placed', '2026-11-20T10:00:00Z'),
      row(null, '2026-11-20T10:00:01Z'),
      row('shipped', '2026-11-21T09:30:00.000Z', { carrier: 'Blue Dart', trackingNumber: '77' }),
    ]);
    expect(events.map((entry) => entry.event)).toEqual(['placed', 'shipped']);
    expect(events[1]).toEqual({
      event: 'shipped',
      at: '2026-11-21T09:30:00.000Z',
      orderItemIds: [],
      carrier: 'Blue Dart',
      trackingNumber: '77',
      trackingUrl:
        'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=77',
    });
  });

  it('makes one event of a line move recorded line by line', () => {
    const at = '2026-11-22T08:00:00.000Z';
    const events = timelineOf([
      row('placed', '2026-11-20T10:00:00Z'),
      row('cancelled', at, { orderItemId: 4 }),
      row('cancelled', at, { orderItemId: 5 }),
      row('cancelled', '2026-11-22T09:00:00.000Z', { orderItemId: 6 }),
    ]);
    expect(events.map((entry) => [entry.event, entry.orderItemIds])).toEqual([
      ['placed', []],
      ['cancelled', [4, 5]],
      ['cancelled', [6]],
    ]);
  });
});

describe('timelineSteps', () => {
  const placedAndPacked = timelineOf([
    row('placed', '2026-11-20T10:00:00Z'),
    row('packed', '2026-11-20T12:00:00Z'),
  ]);

  it('shows the parcel steps still to come after the one reached', () => {
    const steps = timelineSteps(placedAndPacked, 'packed', true);
    expect(steps.map((step) => `${step.event}:${step.state}`)).toEqual([
      'placed:done',
      'packed:done',
      'shipped:upcoming',
      'out-for-delivery:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('shows nothing to come for a cancelled, a delivered or an all-digital order', () => {
    expect(timelineSteps(placedAndPacked, 'cancelled', true)).toHaveLength(2);
    expect(timelineSteps(placedAndPacked, 'delivered', true)).toHaveLength(2);
    expect(timelineSteps(placedAndPacked, 'placed', false)).toHaveLength(2);
  });

  it('knows when the order was last delivered', () => {
    expect(deliveredAt(placedAndPacked)).toBeNull();
    const events = timelineOf([
      row('delivered', '2026-11-23T10:00:00Z'),
      row('return-requested', '2026-11-24T10:00:00Z', { orderItemId: 1 }),
      row('delivered', '2026-11-25T10:00:00Z', { orderItemId: 1 }),
    ]);
    expect(deliveredAt(events)).toBe('2026-11-25T10:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { addBusinessDays, expectedDelivery, shopDate } from './expected-delivery.ts';

const days = { dispatchDays: 1, transitDays: { min: 2, max: 5 } };

describe('expectedDelivery', () => {
  it('counts business days (Monday to Saturday) after dispatch', () => {
    // Wednesday 25 Nov 2026, 10:00 IST: dispatch Thu 26, delivery Sat 28 – Wed 2 Dec (Sunday skipped).
    const placed = new Date('2026-11-25T04:30:00Z');
    expect(expectedDelivery(placed, true, days)).toEqual({
      availableNow: false,
      from: '2026-11-28',
      to: '2026-12-02',
    });
  });

  it('takes the date in India, not in UTC', () => {
    // 20:00 UTC on Saturday is 01:30 on Sunday in India.
    expect(shopDate(new Date('2026-11-28T20:00:00Z')).toISOString()).toBe(
      '2026-11-29T00:00:00.000Z',
    );
    // Placed on Sunday (IST): dispatch Monday 30, delivery Wed 2 – Sat 5 Dec.
    expect(expectedDelivery(new Date('2026-11-28T20:00:00Z'), true, days)).toMatchObject({
      from: '2026-12-02',
      to: '2026-12-05',
    });
  });

  it('never lands on a Sunday', () => {
    const start = new Date('2026-11-23T00:00:00Z');
    for (let n = 0; n < 30; n += 1) expect(addBusinessDays(start, n).getUTCDay()).not.toBe(0);
  });

  it('says an all-digital order is available now', () => {
    expect(expectedDelivery(new Date('2026-11-25T04:30:00Z'), false, days)).toEqual({
      availableNow: true,
      from: null,
      to: null,
    });
  });

  it('follows the configured days', () => {
    const placed = new Date('2026-11-25T04:30:00Z');
    const slow = { dispatchDays: 3, transitDays: { min: 4, max: 4 } };
    // Dispatch Sat 28; +4 business days → Thu 3 Dec.
    expect(expectedDelivery(placed, true, slow)).toMatchObject({
      from: '2026-12-03',
      to: '2026-12-03',
    });
  });
});

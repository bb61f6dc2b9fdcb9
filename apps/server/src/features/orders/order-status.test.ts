// The order state machine: every pair of statuses, allowed or refused, and what a move does.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import {
  canMove,
  initialDigitalItemStatus,
  isDownloadable,
  itemStatusAfter,
  parseStatus,
  planMove,
  statusName,
} from './order-status.ts';

const { Active, InProgress, Completed, Returned, Refunded } = ORDER_STATUS;
const ALL = [Active, InProgress, Completed, Returned, Refunded];
const ALLOWED: ReadonlyArray<[number, number]> = [
  [Active, InProgress],
  [InProgress, Completed],
  [Active, Returned],
  [InProgress, Returned],
  [Completed, Returned],
  [Returned, Refunded],
];
const isAllowed = (from: number, to: number) => ALLOWED.some(([a, b]) => a === from && b === to);

describe('order state machine', () => {
  const pairs = ALL.flatMap((from) => ALL.map((to) => [from, to] as const));

  it.each(pairs.filter(([from, to]) => isAllowed(from, to)))('allows %i → %i', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    const plan = planMove(from, to);
    expect(plan).toEqual({
      ok: true,
      effects: { restoreStock: to === Returned, itemStatus: to },
    });
  });

  it.each(pairs.filter(([from, to]) => !isAllowed(from, to)))('refuses %i → %i', (from, to) => {
    expect(canMove(from, to)).toBe(false);
    const plan = planMove(from, to);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.reason).toMatch(/cannot move to/);
  });

  it('says what may follow a refused move, and that Refunded is final', () => {
    expect(planMove(Active, Completed)).toEqual({
      ok: false,
      reason: 'An order in status Active cannot move to Completed (next: In Progress or Returned).',
      allowed: [InProgress, Returned],
    });
    expect(planMove(Refunded, Active)).toMatchObject({
      reason: 'An order in status Refunded cannot move to Active (it is final).',
    });
  });

  it('refuses unknown statuses both ways', () => {
    expect(planMove(Active, 9)).toMatchObject({ ok: false, reason: 'Unknown status 9.' });
    expect(planMove(0, Active).ok).toBe(false);
  });

  it('restores stock only when entering Returned, so exactly once per order', () => {
    const restoring = pairs.filter(([from, to]) => {
      const plan = planMove(from, to);
      return plan.ok && plan.effects.restoreStock;
    });
    expect(restoring.every(([, to]) => to === Returned)).toBe(true);
    expect(canMove(Returned, Returned)).toBe(false);
    expect(ALL.filter((from) => canMove(Refunded, from))).toEqual([]);
  });
});

describe('items and downloads', () => {
  it('completes a digital item at once when paid online, with the order on cash on delivery', () => {
    expect(initialDigitalItemStatus(PAYMENT_METHOD.Card)).toBe(Completed);
    expect(initialDigitalItemStatus(PAYMENT_METHOD.OnlineWallet)).toBe(Completed);
    expect(initialDigitalItemStatus(PAYMENT_METHOD.CashOnDelivery)).toBe(Active);
    expect(itemStatusAfter(Active, Completed)).toBe(Completed);
  });

  it('keeps an item already Completed while the order moves on, not once it is returned', () => {
    expect(itemStatusAfter(Completed, InProgress)).toBe(Completed);
    expect(itemStatusAfter(Active, InProgress)).toBe(InProgress);
    expect(itemStatusAfter(Completed, Returned)).toBe(Returned);
    expect(itemStatusAfter(Returned, Refunded)).toBe(Refunded);
  });

  it('downloads only a digital item whose latest or shipping status is Completed', () => {
    const item = (isDigital: boolean, statusId: number, shippingStatusId: number) =>
      isDownloadable({ isDigital, statusId, shippingStatusId });
    expect(item(true, Completed, Active)).toBe(true);
    expect(item(true, InProgress, Completed)).toBe(true);
    expect(item(true, InProgress, InProgress)).toBe(false);
    expect(item(true, Returned, Returned)).toBe(false);
    expect(item(false, Completed, Completed)).toBe(false);
  });
});

describe('status names', () => {
  it('reads an operator’s spelling', () => {
    expect(parseStatus('InProgress')).toBe(InProgress);
    expect(parseStatus('in-progress')).toBe(InProgress);
    expect(parseStatus('in progress')).toBe(InProgress);
    expect(parseStatus('3')).toBe(Completed);
    expect(parseStatus('refunded')).toBe(Refunded);
    expect(parseStatus('7')).toBeUndefined();
    expect(parseStatus('shipped')).toBeUndefined();
  });

  it('names statuses in English and Arabic', () => {
    expect(statusName(InProgress)).toBe('In Progress');
    expect(statusName(Refunded, 'ar')).toBe('تم استرداد المبلغ');
    expect(statusName(42)).toBe('42');
  });
});

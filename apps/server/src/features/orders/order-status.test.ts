// The spec's status ids orders still answer as: names, the digital line's first status, and the
// download rule (the stage machine itself is tested in contract orders/fulfilment.test.ts).
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@bazaar/contract/constants';
import { STATUS_OF_STAGE } from '@bazaar/contract/orders/fulfilment';
import { initialDigitalItemStatus, isDownloadable, statusName } from './order-status.ts';

const { Active, InProgress, Completed, Returned } = ORDER_STATUS;

describe('items and downloads', () => {
  it('completes a digital item at once when paid online, with the order on cash on delivery', () => {
    expect(initialDigitalItemStatus(PAYMENT_METHOD.Card)).toBe(Completed);
    expect(initialDigitalItemStatus(PAYMENT_METHOD.OnlineWallet)).toBe(Completed);
    expect(initialDigitalItemStatus(PAYMENT_METHOD.CashOnDelivery)).toBe(Active);
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

  it('downloads a digital line once it is delivered, not while shipping or once cancelled', () => {
    const at = (stage: keyof typeof STATUS_OF_STAGE) =>
      isDownloadable({
        isDigital: true,
        statusId: STATUS_OF_STAGE[stage],
        shippingStatusId: STATUS_OF_STAGE[stage],
      });
    expect(at('delivered')).toBe(true);
    expect(at('shipped')).toBe(false);
    expect(at('cancelled')).toBe(false);
  });
});

describe('status names', () => {
  it('names statuses in English and Arabic', () => {
    expect(statusName(InProgress)).toBe('In Progress');
    expect(statusName(ORDER_STATUS.Refunded, 'ar')).toBe('تم استرداد المبلغ');
    expect(statusName(42)).toBe('42');
  });
});

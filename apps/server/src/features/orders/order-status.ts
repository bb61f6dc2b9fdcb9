// The spec's five status ids (Active, In Progress, Completed, Returned, Refunded), which orders
// and their lines still answer as LatestStatusID: their names, and the download rule. Orders
// move by stages now (contract orders/fulfilment.ts, stages/stage-move.ts), and each stage sets
// the status id it answers as (STATUS_OF_STAGE): delivered answers Completed, so a digital line
// downloads once it is delivered.
import { ORDER_STATUS, PAYMENT_METHOD, type OrderStatusName } from '@bazaar/contract/constants';
import { ORDER_STATUS_TEXTS } from '@bazaar/i18n/orders';
import type { Lang } from '@bazaar/i18n/text';

export type OrderStatusId = (typeof ORDER_STATUS)[OrderStatusName];

const NAME_OF = new Map<number, OrderStatusName>(
  Object.entries(ORDER_STATUS).map(([name, id]) => [id, name as OrderStatusName]),
);

export function isOrderStatusId(value: number): value is OrderStatusId {
  return NAME_OF.has(value);
}

/** The status's name in the language ('In Progress', 'قيد التنفيذ'); the id for an unknown one. */
export function statusName(id: number, lang: Lang = 'en'): string {
  const key = NAME_OF.get(id);
  return key ? ORDER_STATUS_TEXTS[key][lang] : String(id);
}

/**
 * The status a digital item starts with when the order is placed: paid online (card, wallet) it
 * is Completed at once, so it downloads; with cash on delivery it waits for the order.
 */
export function initialDigitalItemStatus(paymentMethodId: number): OrderStatusId {
  return paymentMethodId === PAYMENT_METHOD.CashOnDelivery
    ? ORDER_STATUS.Active
    : ORDER_STATUS.Completed;
}

/** True when a digital item's file may be downloaded (spec §4: latest or shipping status 3). */
export function isDownloadable(item: {
  isDigital: boolean;
  statusId: number;
  shippingStatusId: number;
}): boolean {
  return (
    item.isDigital &&
    (item.statusId === ORDER_STATUS.Completed || item.shippingStatusId === ORDER_STATUS.Completed)
  );
}

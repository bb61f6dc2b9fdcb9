// The order state machine (issue #10): Active → InProgress → Completed, and Returned → Refunded.
// A pure module: which moves are allowed, what a move does to the items, and the status names.
// The operator commands (order-admin.ts) and order placement apply it inside a transaction.
//
// Which orders may be Returned: any not yet returned. A Completed order comes back after delivery
// (spec §9: returns within 7 days); an Active or InProgress one comes back when it is cancelled
// (within 24 hours, §9) or refused at the door, and the spec has no other status for that. Either
// way its stock goes back, once. Refunded follows Returned only; Refunded is final.
import { ORDER_STATUS, PAYMENT_METHOD, type OrderStatusName } from '@bazaar/contract/constants';
import { ORDER_STATUS_TEXTS } from '@bazaar/i18n/orders';
import type { Lang } from '@bazaar/i18n/text';

export type OrderStatusId = (typeof ORDER_STATUS)[OrderStatusName];

/** The only moves there are; anything else (back, skip, stay) is refused. */
const NEXT: Readonly<Record<OrderStatusId, readonly OrderStatusId[]>> = {
  [ORDER_STATUS.Active]: [ORDER_STATUS.InProgress, ORDER_STATUS.Returned],
  [ORDER_STATUS.InProgress]: [ORDER_STATUS.Completed, ORDER_STATUS.Returned],
  [ORDER_STATUS.Completed]: [ORDER_STATUS.Returned],
  [ORDER_STATUS.Returned]: [ORDER_STATUS.Refunded],
  [ORDER_STATUS.Refunded]: [],
};

const NAME_OF = new Map<number, OrderStatusName>(
  Object.entries(ORDER_STATUS).map(([name, id]) => [id, name as OrderStatusName]),
);

export function isOrderStatusId(value: number): value is OrderStatusId {
  return NAME_OF.has(value);
}

/** 'Active' … 'Refunded' for an id; undefined for an unknown one. */
export function statusKey(id: number): OrderStatusName | undefined {
  return NAME_OF.get(id);
}

/** The status's name in the language ('In Progress', 'قيد التنفيذ'); the id for an unknown one. */
export function statusName(id: number, lang: Lang = 'en'): string {
  const key = NAME_OF.get(id);
  return key ? ORDER_STATUS_TEXTS[key][lang] : String(id);
}

/** A status as an operator types it: 'InProgress', 'in-progress', 'in progress' or '2'. */
export function parseStatus(text: string): OrderStatusId | undefined {
  if (/^\d$/.test(text)) {
    const id = Number(text);
    return isOrderStatusId(id) ? id : undefined;
  }
  const wanted = text.replace(/[\s_-]/g, '').toLowerCase();
  const key = [...NAME_OF.values()].find((name) => name.toLowerCase() === wanted);
  return key === undefined ? undefined : ORDER_STATUS[key];
}

export function allowedNext(from: number): readonly OrderStatusId[] {
  return isOrderStatusId(from) ? NEXT[from] : [];
}

export function canMove(from: number, to: number): boolean {
  return allowedNext(from).some((next) => next === to);
}

/** What a move does beyond the order's own status, for the caller to apply in its transaction. */
export interface MoveEffects {
  /** Put the items' quantities back into stock (exactly once: only entering Returned does). */
  restoreStock: boolean;
  /** The status every item takes with the order (its LatestStatusID). */
  itemStatus: OrderStatusId;
}

export type MoveResult =
  | { ok: true; effects: MoveEffects }
  | { ok: false; reason: string; allowed: readonly OrderStatusId[] };

export function planMove(from: number, to: number): MoveResult {
  const allowed = allowedNext(from);
  const next = allowed.find((id) => id === to);
  if (next === undefined) {
    const names = allowed.map((id) => statusName(id)).join(' or ');
    const reason = isOrderStatusId(to)
      ? `An order in status ${statusName(from)} cannot move to ${statusName(to)}` +
        (names ? ` (next: ${names}).` : ' (it is final).')
      : `Unknown status ${to}.`;
    return { ok: false, reason, allowed };
  }
  return { ok: true, effects: { restoreStock: next === ORDER_STATUS.Returned, itemStatus: next } };
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

/**
 * The item statuses after the order moves to `to`. Items follow the order; an item already
 * Completed (a digital item paid online) stays Completed while the order is still being
 * delivered, so its download does not disappear; on Returned and Refunded every item follows.
 */
export function itemStatusAfter(currentItemStatus: number, to: OrderStatusId): OrderStatusId {
  const keepsCompleted =
    currentItemStatus === ORDER_STATUS.Completed &&
    (to === ORDER_STATUS.Active || to === ORDER_STATUS.InProgress);
  return keepsCompleted ? ORDER_STATUS.Completed : to;
}

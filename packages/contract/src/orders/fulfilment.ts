// Where an order, and each of its lines, stands after it is placed (issue #20): the stages a
// shopper follows on the order page, who may move them, and the spec's five status ids they
// still answer as (LatestStatusID: the provider's storefront reads those).
//
// The order's stage follows the parcel: placed → packed → shipped → out for delivery →
// delivered. A line has its own stage too, for what happens to one line only: it is cancelled
// before shipping, or asked back, approved, received back and refunded after delivery. A line
// follows its order's parcel stage until it takes an after-sales stage of its own.
import { ORDER_STATUS } from '../constants.ts';

export const STAGES = [
  'placed',
  'packed',
  'shipped',
  'out-for-delivery',
  'delivered',
  'cancelled',
  'return-requested',
  'return-approved',
  'returned',
  'refunded',
] as const;
export type Stage = (typeof STAGES)[number];

/** What the history records: a stage reached, or a return request turned down. */
export type StageEvent = Stage | 'return-rejected';

/** The stages of the parcel, in order; the rest are after-sales. */
export const PARCEL_STAGES = [
  'placed',
  'packed',
  'shipped',
  'out-for-delivery',
  'delivered',
] as const satisfies readonly Stage[];
export type ParcelStage = (typeof PARCEL_STAGES)[number];

export type Actor = 'shopper' | 'operator' | 'system';

type StatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** The spec's status id each stage answers as (orders.status_id, order_items.status_id). */
export const STATUS_OF_STAGE: Readonly<Record<Stage, StatusId>> = {
  placed: ORDER_STATUS.Active,
  packed: ORDER_STATUS.Active,
  shipped: ORDER_STATUS.InProgress,
  'out-for-delivery': ORDER_STATUS.InProgress,
  delivered: ORDER_STATUS.Completed,
  'return-requested': ORDER_STATUS.Completed,
  'return-approved': ORDER_STATUS.Completed,
  cancelled: ORDER_STATUS.Returned,
  returned: ORDER_STATUS.Returned,
  refunded: ORDER_STATUS.Refunded,
};

/** The stage an order or line stored before stages existed is in (migration 0019). */
export const STAGE_OF_STATUS: Readonly<Record<StatusId, Stage>> = {
  [ORDER_STATUS.Active]: 'placed',
  [ORDER_STATUS.InProgress]: 'shipped',
  [ORDER_STATUS.Completed]: 'delivered',
  [ORDER_STATUS.Returned]: 'returned',
  [ORDER_STATUS.Refunded]: 'refunded',
};

/**
 * Every move there is. A parcel may skip a step (a courier that never reports "out for
 * delivery"), never go back; a parcel refused at the door comes back as returned. A rejected
 * return request puts the line back to delivered.
 */
const NEXT: Readonly<Record<Stage, readonly Stage[]>> = {
  placed: ['packed', 'shipped', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['out-for-delivery', 'delivered', 'returned'],
  'out-for-delivery': ['delivered', 'returned'],
  delivered: ['return-requested'],
  'return-requested': ['return-approved', 'delivered'],
  'return-approved': ['returned'],
  returned: ['refunded'],
  cancelled: ['refunded'],
  refunded: [],
};

/** The moves a shopper makes; every other move is the shop's (operator, console, system). */
const SHOPPER_MOVES: ReadonlySet<string> = new Set([
  'placed>cancelled',
  'packed>cancelled',
  'delivered>return-requested',
]);

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

export function isParcelStage(stage: Stage): stage is ParcelStage {
  return (PARCEL_STAGES as readonly Stage[]).includes(stage);
}

export function nextStages(from: Stage): readonly Stage[] {
  return NEXT[from];
}

/** Why a move is refused, as an id the caller turns into a message in the reader's language. */
export type MoveRefusal = 'not-allowed' | 'final' | 'not-yours-to-make';

export type StageMove =
  | {
      ok: true;
      /** The history event to record (return-rejected for return-requested → delivered). */
      event: StageEvent;
      /** Put the quantity back into stock: only entering cancelled or returned does, once. */
      restoresStock: boolean;
    }
  | { ok: false; refusal: MoveRefusal; allowed: readonly Stage[] };

export function planStageMove(from: Stage, to: Stage, actor: Actor): StageMove {
  const allowed = NEXT[from];
  if (!allowed.includes(to)) {
    return { ok: false, refusal: allowed.length === 0 ? 'final' : 'not-allowed', allowed };
  }
  if (actor === 'shopper' && !SHOPPER_MOVES.has(`${from}>${to}`)) {
    return { ok: false, refusal: 'not-yours-to-make', allowed };
  }
  const rejected = from === 'return-requested' && to === 'delivered';
  return {
    ok: true,
    event: rejected ? 'return-rejected' : to,
    restoresStock: to === 'cancelled' || to === 'returned',
  };
}

/** True while the order can still be cancelled by the shopper (before it ships). */
export function isCancellable(stage: Stage): boolean {
  return planStageMove(stage, 'cancelled', 'shopper').ok;
}

/**
 * The stage a line takes when its order's parcel moves: it follows the parcel unless it has an
 * after-sales stage of its own, or it is already delivered (a digital line paid online).
 */
export function lineStageAfterParcelMove(line: Stage, parcel: ParcelStage): Stage {
  if (!isParcelStage(line)) return line;
  const reached = PARCEL_STAGES.indexOf(line);
  return PARCEL_STAGES.indexOf(parcel) > reached ? parcel : line;
}

/** The stage a line starts in: a digital line paid online is delivered at once (it downloads). */
export function initialLineStage(isDigital: boolean, paidOnline: boolean): Stage {
  return isDigital && paidOnline ? 'delivered' : 'placed';
}

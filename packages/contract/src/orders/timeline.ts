// An order's timeline (issue #20 §1): the history the server recorded, as events a shopper
// reads — and the parcel's steps still to come, for the order page to show greyed.
import { trackingLink } from './carriers.ts';
import {
  PARCEL_STAGES,
  isParcelStage,
  isStage,
  type Stage,
  type StageEvent,
} from './fulfilment.ts';

export interface TimelineEvent {
  event: StageEvent;
  /** ISO 8601, UTC. */
  at: string;
  /** The lines this event concerned; empty when it was the whole order's. */
  orderItemIds: number[];
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page for this number; null for a carrier the shop does not know. */
  trackingUrl: string | null;
}

/** A history row as stored (order_status_history). */
export interface HistoryRow {
  stage: string | null;
  orderItemId: number | null;
  carrier: string | null;
  trackingNumber: string | null;
  at: string;
}

const isStageEvent = (value: string | null): value is StageEvent =>
  value === 'return-rejected' || isStage(value);

/**
 * The events in the order they happened. A line move records one row per line: rows of one
 * event at one instant become one event naming its lines. Rows without a stage (written before
 * stages existed) are left out.
 */
export function timelineOf(rows: readonly HistoryRow[]): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  for (const row of rows) {
    if (!isStageEvent(row.stage)) continue;
    const at = new Date(row.at).toISOString();
    const last = events.at(-1);
    if (
      row.orderItemId !== null &&
      last &&
      last.event === row.stage &&
      last.at === at &&
      last.orderItemIds.length > 0
    ) {
      last.orderItemIds.push(row.orderItemId);
      continue;
    }
    const shipment = row.carrier && row.trackingNumber ? row : null;
    events.push({
      event: row.stage,
      at,
      orderItemIds: row.orderItemId === null ? [] : [row.orderItemId],
      carrier: shipment?.carrier ?? null,
      trackingNumber: shipment?.trackingNumber ?? null,
      trackingUrl: shipment
        ? trackingLink(shipment.carrier ?? '', shipment.trackingNumber ?? '')
        : null,
    });
  }
  return events;
}

export type TimelineStep =
  { state: 'done'; event: StageEvent; entry: TimelineEvent } | { state: 'upcoming'; event: Stage };

/**
 * What the order page shows: every event that happened, then — while the parcel is on its way —
 * the parcel's steps after the one it reached, as upcoming. An order with nothing to ship (all
 * digital) or one that left the parcel's path (cancelled, returned) has no upcoming steps.
 */
export function timelineSteps(
  events: readonly TimelineEvent[],
  orderStage: Stage,
  hasParcel: boolean,
): TimelineStep[] {
  const done: TimelineStep[] = events.map((entry) => ({
    state: 'done',
    event: entry.event,
    entry,
  }));
  if (!hasParcel || !isParcelStage(orderStage)) return done;
  const reached = PARCEL_STAGES.indexOf(orderStage);
  const upcoming: TimelineStep[] = PARCEL_STAGES.slice(reached + 1).map((event) => ({
    state: 'upcoming',
    event,
  }));
  return [...done, ...upcoming];
}

/** When the order (or its last line) was delivered; null when it has not been. */
export function deliveredAt(events: readonly TimelineEvent[]): string | null {
  return events.findLast((entry) => entry.event === 'delivered')?.at ?? null;
}

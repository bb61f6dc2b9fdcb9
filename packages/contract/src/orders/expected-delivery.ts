// When an order is expected (issue #19): dispatched within `dispatchDays` business days of
// placement, then `transitDays.min`–`transitDays.max` business days on the road. Business days
// are Monday to Saturday (Indian couriers deliver on Saturdays, not on Sundays); the day of
// placement counts from the shop's own calendar date (India Standard Time, which has no DST).
// Digital items are available at once and have no delivery range.

/** The shop's days: how long dispatch and transit take, in business days. */
export interface DeliveryDays {
  dispatchDays: number;
  transitDays: { min: number; max: number };
}

export const DEFAULT_DELIVERY_DAYS: DeliveryDays = {
  dispatchDays: 1,
  transitDays: { min: 2, max: 5 },
};

/** Dates as YYYY-MM-DD (the shop's calendar), so any language can format them. */
export interface ExpectedDelivery {
  /** True when nothing in the order needs delivering (every item is digital). */
  availableNow: boolean;
  /** The earliest and latest delivery dates of the physical items; null when availableNow. */
  from: string | null;
  to: string | null;
}

/** IST is UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (as a UTC midnight) of an instant in India. */
export function shopDate(placedAt: Date): Date {
  const local = new Date(placedAt.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

const isBusinessDay = (day: Date): boolean => day.getUTCDay() !== 0;

/** `days` business days after `from` (a UTC-midnight date); 0 is `from` itself. */
export function addBusinessDays(from: Date, days: number): Date {
  let day = from;
  let left = days;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

const isoDate = (day: Date): string => day.toISOString().slice(0, 10);

/** The delivery range of an order placed at `placedAt` with these items. */
export function expectedDelivery(
  placedAt: Date,
  hasPhysicalItems: boolean,
  days: DeliveryDays = DEFAULT_DELIVERY_DAYS,
): ExpectedDelivery {
  if (!hasPhysicalItems) return { availableNow: true, from: null, to: null };
  const dispatched = addBusinessDays(shopDate(placedAt), days.dispatchDays);
  return {
    availableNow: false,
    from: isoDate(addBusinessDays(dispatched, days.transitDays.min)),
    to: isoDate(addBusinessDays(dispatched, days.transitDays.max)),
  };
}

/** "2026-11-30" → that day at noon UTC, so formatting in any time zone names the same date. */
export function calendarDay(isoDay: string): Date {
  return new Date(`${isoDay}T12:00:00Z`);
}

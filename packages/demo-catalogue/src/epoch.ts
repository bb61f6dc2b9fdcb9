// Seed dates are fixed relative to this instant (never Date.now), so every seed is identical.
export const SEED_EPOCH_MS = Date.UTC(2026, 10, 1); // 1 November 2026, 00:00 UTC

const DAY_MS = 86_400_000;

/** ISO timestamp `days` (may be fractional) before the epoch. */
export function daysBeforeEpoch(days: number): string {
  return new Date(SEED_EPOCH_MS - Math.round(days * DAY_MS)).toISOString();
}

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString();
}

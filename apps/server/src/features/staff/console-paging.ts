// Keyset pages and day ranges for the console's lists: a query asks for one row more than the
// page, and that extra row only says there is a next page (its cursor is the last id shown).

export function keysetPage<R extends { id: number }, T>(
  rows: R[],
  limit: number,
  row: (r: R) => T,
) {
  const page = rows.slice(0, limit);
  return {
    rows: page.map(row),
    next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

const dayStart = (day: string) => `${day}T00:00:00.000Z`;

/** [from 00:00, the day after `to` 00:00) in UTC, for YYYY-MM-DD days (either may be absent). */
export function dayRange(from: string | undefined, to: string | undefined) {
  return {
    fromIso: from === undefined ? undefined : dayStart(from),
    toIso:
      to === undefined
        ? undefined
        : new Date(Date.parse(dayStart(to)) + 24 * 3600_000).toISOString(),
  };
}

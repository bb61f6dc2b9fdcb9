// One rule for every id the server is given (request fields, URL paths, headers, admin
// arguments): a whole number from 1 to ID_MAX. Every id column is a 32-bit PostgreSQL
// `integer`, which refuses a larger value with an error; SQLite would just find nothing.

/** 2^31 − 1, the largest PostgreSQL `integer` (and the largest id a row can have). */
export const ID_MAX = 2_147_483_647;

/** An integer written as one: optional minus sign and digits; no exponent, point or sign "+". */
export const INTEGER_TEXT = /^-?\d+$/;

/** True for a whole number from 1 to ID_MAX. */
export const isId = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= ID_MAX;

/** The id a text holds (digits only, as in a URL path or a header), or undefined. */
export function idFromText(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return isId(id) ? id : undefined;
}

// How the account calls' answers read (spec §8): which answer is a success, and which text a
// failure shows — the server's own outcome ('Email already exists!', the reset code's, a
// throttle's), or the form's fallback for anything else (a network error, a 500).
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import type { ApiResult } from '../../api/client.ts';

/** A form call succeeded only when its first row says 'Saved Successfully'. */
export function isSaved(rows: readonly { ResponseMsg?: string }[] | null | undefined): boolean {
  return rows?.[0]?.ResponseMsg === RESPONSE_MSG.saved;
}

/** Statuses whose errorMessage is written for the shopper: validation, failure, throttled. */
const SHOPPER_STATUSES = new Set([204, 429, 501]);

export function failureText(result: ApiResult<unknown>, fallback: string): string {
  if (result.ok) return fallback;
  return SHOPPER_STATUSES.has(result.status) && result.errorMessage
    ? result.errorMessage
    : fallback;
}

// How the account calls' failures read (spec §8): the server's own outcome ('Email already
// exists!', the reset code's, a throttle's), or the form's fallback for anything else (a network
// error, a 500). Whether an answer is a success: isSaved in lib/form-check.ts.
import type { ApiResult } from '../../api/client.ts';

/** Statuses whose errorMessage is written for the shopper: validation, failure, throttled. */
const SHOPPER_STATUSES = new Set([204, 429, 501]);

export function failureText(result: ApiResult<unknown>, fallback: string): string {
  if (result.ok) return fallback;
  return SHOPPER_STATUSES.has(result.status) && result.errorMessage
    ? result.errorMessage
    : fallback;
}

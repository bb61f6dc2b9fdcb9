// The login throttle, built so that no one can lock another person out (ASVS 2.2.1):
// - failures are counted per account AND client address: one address gets `loginPerAccount`
//   wrong passwords for an account per 15 minutes, then 429, while the owner elsewhere logs in;
// - failures per account from all addresses have a ceiling (`loginAccountCeiling`): past it,
//   addresses that already failed on the account are refused, addresses without any still try;
// - past `loginPerAccount` failures on the account, every check waits a little longer (100 ms a
//   failure, at most `loginDelayMaxMs`), which slows a spread-out guesser and costs the owner
//   at most that pause.
// Each slot is taken before the password is checked, in one statement (parallel guesses cannot
// all see room), and a correct password gives its slots back.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { returnSlot, takeSlot } from './rate-limit.ts';
import {
  addressSubject,
  emailSubject,
  takeAttempt,
  THROTTLE_WINDOW_MS,
  tooManyAttempts,
  type Limits,
} from './throttle.ts';

/** Failures of one account from one address; and of one account from all addresses. */
export const LOGIN_FAILED_FROM_BUCKET = 'login-failed-from';
export const LOGIN_FAILED_BUCKET = 'login-failed';
export const LOGIN_DELAY_STEP_MS = 100;

export interface LoginAttempt {
  /** The password was right: the attempt is not a failure. */
  succeeded(): Promise<void>;
}

/** Admits one login attempt for `email` from `ip` (counted as a failure until it succeeds). */
export async function admitLogin(
  db: Kysely<Database>,
  limits: Limits,
  email: string,
  ip: string,
): Promise<LoginAttempt> {
  const account = emailSubject(email);
  const fromHere = await takeAttempt(
    db,
    LOGIN_FAILED_FROM_BUCKET,
    `${account}:${addressSubject(ip)}`,
    limits.loginPerAccount,
  );
  // An address with failures (or attempts in flight) on this account meets the ceiling; one
  // without is always let through, so the owner's own device is never locked out.
  const accountKey = `${LOGIN_FAILED_BUCKET}:${account}`;
  const ceiling = fromHere.hits > 1 ? limits.loginAccountCeiling : Infinity;
  const taken = await takeSlot(db, accountKey, ceiling, THROTTLE_WINDOW_MS);
  if ('full' in taken) {
    await returnSlot(db, fromHere);
    throw tooManyAttempts(taken.full.ttl);
  }
  const failuresBefore = taken.slot.hits - 1;
  const delay = Math.min(
    limits.loginDelayMaxMs,
    (failuresBefore - limits.loginPerAccount) * LOGIN_DELAY_STEP_MS,
  );
  if (delay > 0) await sleep(delay);
  return {
    async succeeded() {
      await returnSlot(db, fromHere);
      await returnSlot(db, taken.slot);
    },
  };
}

// How a shopper is named where other shoppers read it (a review): first name and the initial
// of the last name, from the account, never typed, so nobody writes as someone else.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findUserNames } from './accounts.repository.ts';

/** 'Asha' + 'Rao' → 'Asha R.'; a missing part is left out. */
export function shortDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const [initial] = new Intl.Segmenter().segment(lastName.trim());
  return [first, initial ? `${initial.segment.toLocaleUpperCase()}.` : '']
    .filter(Boolean)
    .join(' ');
}

/** The shopper's public name and e-mail; undefined for an unknown user. */
export async function publicIdentity(db: Kysely<Database>, userId: number) {
  const user = await findUserNames(db, userId);
  if (!user) return undefined;
  return { name: shortDisplayName(user.first_name, user.last_name), email: user.email };
}

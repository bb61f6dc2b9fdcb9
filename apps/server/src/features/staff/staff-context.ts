// What the staff services share: the database, the hash cost and throttles of shopper
// accounts (the same argon2id and login throttle), the console's session policy, the outbox.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewMail } from '../../gateways/mail/outbox.ts';
import type { HashCost } from '../accounts/index.ts';
import type { Limits } from '../../plugins/throttle.ts';
import type { StaffSessionPolicy } from './staff-sessions.ts';

export interface StaffContext {
  db: Kysely<Database>;
  cost: HashCost;
  limits: Limits;
  sessions: StaffSessionPolicy;
  mailer: { queue(db: Kysely<Database>, mail: NewMail): Promise<number> };
  publicUrl?: string | undefined;
  now: () => Date;
}

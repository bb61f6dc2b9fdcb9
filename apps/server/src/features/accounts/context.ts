// What the account services share: the database, the hash cost, the session policy, the
// throttles, the sealing box and the mail gateway (app.mailer, plugins/mailer.ts).
import type { Kysely } from 'kysely';
import type { SealedBox } from '../../auth/sealed-box.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../gateways/mail/mailer.ts';
import type { HashCost } from './passwords.ts';
import type { SessionPolicy } from './sessions.ts';
import type { Limits } from '../../plugins/throttle.ts';

export interface AccountsContext {
  db: Kysely<Database>;
  cost: HashCost;
  sessions: SessionPolicy;
  limits: Limits;
  box: SealedBox;
  mailer: Mailer;
}

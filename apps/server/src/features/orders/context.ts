// What the orders feature's services are given (built once in orders.routes.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../gateways/mail/mailer.ts';
import type { PaymentGateway } from '../../gateways/payment/payment-gateway.ts';
import type { SandboxGateway } from '../../gateways/payment/sandbox-gateway.ts';

export interface OrdersContext {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  /** The sandbox's own steps (card form, wallet approval); null with a real provider. */
  sandbox: SandboxGateway | null;
  mailer: Mailer;
  now: () => Date;
}

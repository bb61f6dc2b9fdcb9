// The gateway PAYMENT_GATEWAY names. Only the sandbox ships today; a real provider's adapter
// (Razorpay, Stripe, PayPal) is one more entry here implementing PaymentGateway.
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

type GatewaySettings = Pick<Config, 'PAYMENT_GATEWAY' | 'PAYMENT_PUBLISHABLE_KEY'>;

const GATEWAYS: Record<
  Config['PAYMENT_GATEWAY'],
  (db: Kysely<Database>, settings: GatewaySettings) => PaymentGateway
> = {
  sandbox: (db, settings) => new SandboxGateway(db, settings.PAYMENT_PUBLISHABLE_KEY),
};

export function createPaymentGateway(
  db: Kysely<Database>,
  settings: GatewaySettings,
): PaymentGateway {
  return GATEWAYS[settings.PAYMENT_GATEWAY](db, settings);
}

// The gateway PAYMENT_GATEWAY names. Only the sandbox ships today; a real provider's adapter
// (Razorpay, Stripe, PayPal) is one more case here implementing PaymentGateway.
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

export function createPaymentGateway(
  db: Kysely<Database>,
  config: Pick<Config, 'PAYMENT_GATEWAY' | 'PAYMENT_PUBLISHABLE_KEY'>,
): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return new SandboxGateway(db, config.PAYMENT_PUBLISHABLE_KEY);
  }
}

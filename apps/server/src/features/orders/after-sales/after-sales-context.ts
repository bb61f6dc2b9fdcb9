// What after-sales services are given (built once in after-sales.routes.ts; tests build their own).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PaymentGateway } from '../../../gateways/payment/payment-gateway.ts';

export interface AfterSalesContext {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  now: () => Date;
}

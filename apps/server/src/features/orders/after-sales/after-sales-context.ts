// What after-sales services are given (built once in after-sales.routes.ts; tests build their own).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PaymentGateway } from '../../../gateways/payment/payment-gateway.ts';
import type { StageMailContext } from '../stages/stage-mail.ts';

/** The outbox and PUBLIC_URL (StageMailContext): every step queues the shopper's e-mail. */
export interface AfterSalesContext extends StageMailContext {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  now: () => Date;
}

/** The shopper's endpoints also keep a return's photo under FILES_DIR (return-photos/). */
export interface ShopperAfterSalesContext extends AfterSalesContext {
  filesDir: string;
}

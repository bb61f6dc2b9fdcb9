// What the orders feature's services are given (built once in orders.routes.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../gateways/mail/mailer.ts';
import type { PaymentGateway } from '../../gateways/payment/payment-gateway.ts';
import type { SandboxGateway } from '../../gateways/payment/sandbox/sandbox-gateway.ts';

/** Where a crash test may inject a fault: after the charge, before it is noted. */
export type FaultPoint = 'after-charge';

export interface OrdersContext {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  /** The sandbox's own steps (card form, wallet approval); null with a real provider. */
  sandbox: SandboxGateway | null;
  /**
   * The provider serving each online method (PAYMENT_CARD_PROVIDER, PAYMENT_WALLET_PROVIDER);
   * absent: the sandbox serves both. The sandbox's card form and wallet approval answer only
   * for the method the sandbox serves.
   */
  providers?: { card: string; wallet: string } | undefined;
  mailer: Mailer;
  now: () => Date;
  /** COD_OPEN_ORDERS_PER_SHOPPER and COD_OPEN_UNITS_PER_SHOPPER. */
  cashOnDeliveryCaps: { openOrders: number; openUnits: number };
  /** FREE_DELIVERY_THRESHOLD_RUPEES in paise (0: none): the cart's pricing rule at placement. */
  freeDeliveryThresholdPaise: number;
  /** A fault injected at a named point (crash tests; ORDER_FAULT); absent in production. */
  fault?: ((point: FaultPoint) => Promise<void>) | undefined;
  /** PUBLIC_URL: the order e-mail links to the order history there (no link when unset). */
  publicUrl?: string | undefined;
}

import type { CreatedAt } from './scalars.ts';

/** A PayPal order used by one order attempt (0025): never by two. */
export interface PaypalOrderClaimsTable {
  paypal_order_id: string;
  /** Our attempt reference (`attempt-<id>`), PayPal-Request-Id of its capture. */
  reference: string;
  created_at: CreatedAt;
}

// What a provider's webhook adapter implements (features/payment-webhooks serves the route).
// verify() checks the signature over the exact bytes received with the provider's own helper
// (Razorpay validateWebhookSignature, Stripe constructEvent, PayPal's verification) and answers
// the event, or undefined when the signature does not hold (the route answers 400 and records
// nothing).
import type { IncomingHttpHeaders } from 'node:http';

export interface VerifiedEvent {
  /** The provider's event id: a second delivery of the same id changes nothing. */
  id: string;
  type: string;
  /** The provider's order id the event is about (our checkout's), when it names one. */
  paymentReference?: string;
  occurredAt?: Date;
  payload: unknown;
}

export interface WebhookVerifier {
  readonly provider: string;
  verify(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<VerifiedEvent | undefined>;
  /**
   * Event types that mean the money for `paymentReference` was taken (Razorpay
   * payment.captured, order.paid): a checkout whose browser never came back is then settled by
   * the orders sweep (refunded once no order claims it).
   */
  readonly paidEventTypes?: readonly string[];
}

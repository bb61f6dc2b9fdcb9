// Stripe's webhooks, checked with the SDK's own constructEvent: the Stripe-Signature header is
// an HMAC-SHA256 of "<timestamp>.<raw body>" with the endpoint's signing secret (whsec_…), and a
// timestamp older than the tolerance (5 minutes) is refused, so a recorded delivery cannot be
// replayed later. A forged or stale delivery answers undefined (the route says 400).
import Stripe from 'stripe';
import { STRIPE_PROVIDER } from './stripe-gateway.ts';

export interface StripeWebhookEvent {
  id: string;
  type: string;
  paymentReference?: string;
  occurredAt?: Date;
  payload: unknown;
}

export class StripeWebhookVerifier {
  readonly provider = STRIPE_PROVIDER;
  // constructEvent needs no key and makes no call: the SDK instance is only its home.
  private readonly stripe = new Stripe('sk_webhook_verification_only');

  constructor(private readonly signingSecret: string) {}

  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') return Promise.resolve(undefined);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.signingSecret);
    } catch {
      return Promise.resolve(undefined);
    }
    // payment_intent.* carry our metadata.reference; charge.* and refund.* point at the intent.
    const object = event.data.object as { metadata?: Record<string, string> | null };
    const verified: StripeWebhookEvent = {
      id: event.id,
      type: event.type,
      paymentReference: object.metadata?.reference,
      occurredAt: new Date(event.created * 1000),
      payload: event,
    };
    return Promise.resolve(verified);
  }
}

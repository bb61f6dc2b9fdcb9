// Stripe's webhooks, checked with the SDK's own constructEvent: the Stripe-Signature header is
// an HMAC-SHA256 of "<timestamp>.<raw body>" with the endpoint's signing secret (whsec_…), and a
// timestamp older than the tolerance (5 minutes) is refused, so a recorded delivery cannot be
// replayed later. A forged or stale delivery answers undefined (the route says 400).
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import type { VerifiedEvent, WebhookVerifier } from '../webhook-verifier.ts';
import { STRIPE_PROVIDER } from './stripe-gateway.ts';

// No paidEventTypes: a Stripe card is charged by the server during placement (no checkout made
// before the browser pays), so the placement itself, or the sweep's findPayment, settles it.
export class StripeWebhookVerifier implements WebhookVerifier {
  readonly provider = STRIPE_PROVIDER;
  // constructEvent needs no key and makes no call: the SDK instance is only its home.
  private readonly stripe = new Stripe('sk_webhook_verification_only');

  constructor(private readonly signingSecret: string) {}

  verify(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<VerifiedEvent | undefined> {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') return Promise.resolve(undefined);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.signingSecret);
    } catch {
      return Promise.resolve(undefined);
    }
    // The PaymentIntent the event is about: itself, or the one a charge or refund points at.
    const object = event.data.object as { id?: string; object?: string; payment_intent?: unknown };
    const intent = object.object === 'payment_intent' ? object.id : object.payment_intent;
    const verified: VerifiedEvent = {
      id: event.id,
      type: event.type,
      ...(typeof intent === 'string' ? { paymentReference: intent } : {}),
      occurredAt: new Date(event.created * 1000),
      payload: event,
    };
    return Promise.resolve(verified);
  }
}

export function stripeWebhooks(config: Config): StripeWebhookVerifier {
  if (!config.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is needed');
  return new StripeWebhookVerifier(config.STRIPE_WEBHOOK_SECRET);
}

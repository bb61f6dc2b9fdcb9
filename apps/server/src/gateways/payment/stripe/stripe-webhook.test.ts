import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripeWebhookVerifier } from './stripe-webhook.ts';
import { stripeFixture } from './stripe.test-support.ts';

const SECRET = 'whsec_test_bazaar_signing_secret';
const stripe = new Stripe('sk_test_bazaar');
const body = Buffer.from(JSON.stringify(stripeFixture('event-payment-intent-succeeded')));
const sign = (payload: Buffer, secret = SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({
    payload: payload.toString('utf8'),
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
const verifier = new StripeWebhookVerifier(SECRET);

describe('Stripe webhooks', () => {
  it('accepts a delivery signed with the endpoint secret and names its PaymentIntent', async () => {
    const event = await verifier.verify(body, { 'stripe-signature': sign(body) });
    expect(event).toMatchObject({
      id: 'evt_3QbZ3lLkdIwHu7ix0Pq1Xy2a',
      type: 'payment_intent.succeeded',
      paymentReference: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq',
      occurredAt: new Date(1764624002 * 1000),
    });
  });

  it('refuses a delivery signed with another secret', async () => {
    const forged = sign(body, 'whsec_someone_else');
    await expect(verifier.verify(body, { 'stripe-signature': forged })).resolves.toBeUndefined();
  });

  it('refuses a body changed after signing', async () => {
    const signature = sign(body);
    const changed = Buffer.from(body.toString('utf8').replace('149900', '1'));
    await expect(
      verifier.verify(changed, { 'stripe-signature': signature }),
    ).resolves.toBeUndefined();
  });

  it('refuses an old signature replayed after the tolerance, and a missing one', async () => {
    const stale = sign(body, SECRET, Math.floor(Date.now() / 1000) - 3600);
    await expect(verifier.verify(body, { 'stripe-signature': stale })).resolves.toBeUndefined();
    await expect(verifier.verify(body, {})).resolves.toBeUndefined();
  });
});

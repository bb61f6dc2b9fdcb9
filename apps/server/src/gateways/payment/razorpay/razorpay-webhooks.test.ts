// Razorpay's webhook signature, checked with the SDK's own validateWebhookSignature over the raw
// bytes: the event it answers, and a forged or altered delivery refused.
import { describe, expect, it } from 'vitest';
import { razorpayWebhookVerifier } from './razorpay-webhooks.ts';
import { fixture, TEST_KEYS, webhookSignature } from './razorpay.test-support.ts';

const verifier = razorpayWebhookVerifier(TEST_KEYS.RAZORPAY_WEBHOOK_SECRET);
const body = JSON.stringify(fixture('webhook-payment-captured'));
const headers = (signature: string, eventId?: string) => ({
  'x-razorpay-signature': signature,
  ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
});

describe('Razorpay webhooks', () => {
  it('answers a signed payment.captured with its event id and the order it paid', async () => {
    const event = await verifier.verify(
      Buffer.from(body),
      headers(webhookSignature(body), 'evt_1'),
    );
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'payment.captured',
      paymentReference: 'order_PQx1AbCdEfGh12',
      occurredAt: new Date(1_764_590_055_000),
    });
    expect(verifier.paidEventTypes).toEqual(['payment.captured', 'order.paid']);
  });

  it('names an event without an id header by its body, so a repeat is still one event', async () => {
    const first = await verifier.verify(Buffer.from(body), headers(webhookSignature(body)));
    const again = await verifier.verify(Buffer.from(body), headers(webhookSignature(body)));
    expect(first?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(again?.id).toBe(first?.id);
  });

  it('refuses a forged signature, an altered body and a missing signature', async () => {
    const forged = webhookSignature(body, 'someone-else');
    expect(await verifier.verify(Buffer.from(body), headers(forged, 'evt_2'))).toBeUndefined();
    const altered = body.replace('50000', '5000000');
    const signed = webhookSignature(body);
    expect(await verifier.verify(Buffer.from(altered), headers(signed, 'evt_3'))).toBeUndefined();
    expect(await verifier.verify(Buffer.from(body), {})).toBeUndefined();
  });
});

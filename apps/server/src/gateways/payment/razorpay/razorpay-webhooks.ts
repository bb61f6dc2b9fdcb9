// Razorpay's webhooks (POST /webhooks/razorpay): X-Razorpay-Signature is an HMAC-SHA256 of the
// raw body under the webhook secret, checked with the SDK's validateWebhookSignature; the event
// id is X-Razorpay-Event-Id (the same on every retry of one event). payment.captured and
// order.paid name the Razorpay order the payment was for: our checkout's.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import type { Config } from '../../../config.ts';
import type { VerifiedEvent, WebhookVerifier } from '../webhook-verifier.ts';
import { RAZORPAY_PROVIDER } from './razorpay-gateway.ts';

/** What Razorpay sends; only the fields read here. */
interface RazorpayEvent {
  event?: unknown;
  created_at?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown } };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: { id?: unknown; payment_id?: unknown } };
  };
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function razorpayWebhookVerifier(secret: string): WebhookVerifier {
  return {
    provider: RAZORPAY_PROVIDER,
    paidEventTypes: ['payment.captured', 'order.paid'],
    verify(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<VerifiedEvent | undefined> {
      const signature = header(headers, 'x-razorpay-signature');
      const body = rawBody.toString('utf8');
      if (!signature || !validateWebhookSignature(body, signature, secret)) {
        return Promise.resolve(undefined);
      }
      let event: RazorpayEvent;
      try {
        event = JSON.parse(body) as RazorpayEvent;
      } catch {
        return Promise.resolve(undefined);
      }
      const type = text(event.event);
      if (!type) return Promise.resolve(undefined);
      const payload = event.payload;
      const orderId = text(payload?.payment?.entity?.order_id) ?? text(payload?.order?.entity?.id);
      const createdAt = typeof event.created_at === 'number' ? event.created_at : undefined;
      return Promise.resolve({
        // Razorpay repeats the id on every retry; a body's hash stands in should it be missing.
        id:
          header(headers, 'x-razorpay-event-id') ??
          createHash('sha256').update(rawBody).digest('hex'),
        type,
        ...(orderId ? { paymentReference: orderId } : {}),
        ...(createdAt ? { occurredAt: new Date(createdAt * 1000) } : {}),
        payload: event,
      });
    },
  };
}

export function razorpayWebhooks(config: Config): WebhookVerifier {
  if (!config.RAZORPAY_WEBHOOK_SECRET) throw new Error('RAZORPAY_WEBHOOK_SECRET is needed');
  return razorpayWebhookVerifier(config.RAZORPAY_WEBHOOK_SECRET);
}

// POST /webhooks/:provider — the payment providers' webhooks (issue #21). The body is read as
// raw bytes (the signature is over exactly those), checked by the provider's verifier, recorded
// once per event id (payment_events), and handled: a "paid" event marks the checkout it names
// as paid, so the orders sweep refunds it if no order claims it (no shopper charged without an
// order). Answers are plain JSON, not the API envelope: providers read only the status.
//   unknown or unconfigured provider → 404; bad signature → 400, nothing recorded;
//   a repeat → 200 {"received":true,"duplicate":true}, nothing changes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { moveCheckout } from '../../gateways/payment/checkouts.repository.ts';
import type { VerifiedEvent, WebhookVerifier } from '../../gateways/payment/webhook-verifier.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { markProcessed, recordEvent } from './payment-events.repository.ts';

/** Razorpay's and Stripe's events are a few kilobytes; PayPal's up to some tens. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export interface PaymentWebhooksOptions {
  db: Kysely<Database>;
  /** The verifiers of the configured providers, one per provider. */
  verifiers: readonly WebhookVerifier[];
  /** Deliveries per client address per minute (providers send bursts on retry). */
  perMinute?: number;
  now?: () => Date;
}

const plain = (reply: FastifyReply, status: number, body: Record<string, unknown>) =>
  reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));

/** Registered without fastify-plugin: its raw-body parser and error handler stay inside it. */
export async function paymentWebhooks(app: FastifyInstance, options: PaymentWebhooksOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const registry = new Map(options.verifiers.map((verifier) => [verifier.provider, verifier]));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'webhook failed');
    return plain(reply, status, { error: status === 500 ? 'internal error' : 'bad request' });
  });

  app.post<{ Params: { provider: string } }>(
    '/webhooks/:provider',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: routeRateLimit({
        bucket: 'webhooks',
        max: options.perMinute ?? 600,
        windowSeconds: 60,
      }),
    },
    async (request, reply) => {
      const verifier = registry.get(request.params.provider);
      if (!verifier) return plain(reply, 404, { error: 'unknown provider' });
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // A verifier that throws (a malformed header) refuses, like a bad signature.
      const event = await Promise.resolve()
        .then(() => verifier.verify(body, request.headers))
        .catch(() => undefined);
      if (!event) return plain(reply, 400, { error: 'signature not valid' });
      if (!(await recordEvent(db, verifier.provider, event))) {
        return plain(reply, 200, { received: true, duplicate: true });
      }
      await handleEvent(db, verifier, event);
      await markProcessed(db, verifier.provider, event.id, now());
      return plain(reply, 200, { received: true });
    },
  );
}

/** Idempotent: a repeat, or an event arriving after the order was placed, moves nothing. */
async function handleEvent(db: Kysely<Database>, verifier: WebhookVerifier, event: VerifiedEvent) {
  if (!event.paymentReference || !verifier.paidEventTypes?.includes(event.type)) return;
  await moveCheckout(
    db,
    { provider: verifier.provider, orderId: event.paymentReference, from: ['created'] },
    'paid',
    { event: event.id, type: event.type },
  );
}

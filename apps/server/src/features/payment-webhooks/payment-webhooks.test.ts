// POST /webhooks/:provider with a verifier of the test's own (an HMAC over the raw bytes, as the
// providers sign): unknown provider, forged signature, the exact bytes, repeats, a paid event.
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { findCheckout, insertCheckout } from '../../gateways/payment/checkouts.repository.ts';
import type { WebhookVerifier } from '../../gateways/payment/webhook-verifier.ts';
import { rateLimiting } from '../../plugins/rate-limit.ts';
import { createTestDatabase, DIALECTS } from '../../test/databases.ts';
import { paymentWebhooks, WEBHOOK_BODY_LIMIT } from './payment-webhooks.routes.ts';

const SECRET = 'test-webhook-secret';
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

const verifier: WebhookVerifier = {
  provider: 'testpay',
  paidEventTypes: ['payment.captured'],
  verify(rawBody, headers) {
    if (headers['x-test-signature'] !== sign(rawBody.toString('utf8'))) {
      return Promise.resolve(undefined);
    }
    const body = JSON.parse(rawBody.toString('utf8')) as {
      id: string;
      type: string;
      order?: string;
    };
    return Promise.resolve({
      id: body.id,
      type: body.type,
      ...(body.order ? { paymentReference: body.order } : {}),
      payload: body,
    });
  },
};

describe.each(DIALECTS)('payment webhooks on %s', (dialect) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
    app = Fastify();
    await app.register(rateLimiting, { db: handle.db });
    await app.register(paymentWebhooks, { db: handle.db, verifiers: [verifier] });
  });
  afterAll(async () => {
    await app.close();
    await handle.destroy();
  });

  const deliver = (body: string, signature = sign(body), provider = 'testpay') =>
    app.inject({
      method: 'POST',
      url: `/webhooks/${provider}`,
      headers: { 'content-type': 'application/json', 'x-test-signature': signature },
      payload: body,
    });
  const events = () => handle.db.selectFrom('payment_events').selectAll().execute();

  it('answers 404 for a provider not configured, in plain JSON', async () => {
    const answer = await deliver('{}', sign('{}'), 'stripe');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: 'unknown provider' });
  });

  it('refuses a forged signature with 400 and records nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment.captured' });
    const answer = await deliver(body, sign(`${body} `));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'signature not valid' });
    expect(await events()).toEqual([]);
  });

  it('checks the signature over the exact bytes received (spacing kept)', async () => {
    const body = '{ "id" : "evt_spaced",\n  "type": "refund.processed" }';
    const answer = await deliver(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true });
  });

  it('marks the checkout a paid event names as paid, once; a repeat changes nothing', async () => {
    const shopper = await handle.db
      .insertInto('users')
      .values({ email: 'asha@example.in', password_hash: 'x', first_name: 'Asha', last_name: 'R' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('payment_methods')
      .values({ id: 5, name: 'Card', image_url: '/card.svg' })
      .execute();
    await insertCheckout(handle.db, {
      provider: 'testpay',
      orderId: 'order_1',
      method: 'card',
      userId: shopper.id,
      amountPaise: 50_000,
      currency: 'INR',
      reference: 'checkout-abc',
    });
    const body = JSON.stringify({ id: 'evt_paid', type: 'payment.captured', order: 'order_1' });
    expect((await deliver(body)).json()).toEqual({ received: true });
    const paid = await findCheckout(handle.db, 'testpay', 'order_1');
    expect(paid?.status).toBe('paid');
    await handle.db
      .updateTable('payment_transactions')
      .set({ status: 'claimed' })
      .where('provider_reference', '=', 'order_1')
      .execute();
    const repeat = await deliver(body);
    expect(repeat.json()).toEqual({ received: true, duplicate: true });
    expect((await findCheckout(handle.db, 'testpay', 'order_1'))?.status).toBe('claimed');
    const rows = (await events()).filter((row) => row.event_id === 'evt_paid');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'payment.captured', payment_reference: 'order_1' });
    expect(rows[0]?.processed_at).not.toBeNull();
  });

  it('refuses a body over the limit without reading it all', async () => {
    const body = JSON.stringify({ id: 'evt_big', type: 'x', pad: 'a'.repeat(WEBHOOK_BODY_LIMIT) });
    const answer = await deliver(body);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ error: 'bad request' });
  });
});

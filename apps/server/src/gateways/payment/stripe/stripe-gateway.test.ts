import { describe, expect, it } from 'vitest';
import { PaymentDeclined } from '../payment-gateway.ts';
import { declinedWith } from '../recorded-answers.test-support.ts';
import { StripeCardGateway } from './stripe-gateway.ts';
import { stripeApi, stripeFixture, useRecordedStripe } from './stripe.test-support.ts';

useRecordedStripe();

const gateway = (timeoutMs?: number) =>
  new StripeCardGateway({
    secretKey: 'sk_test_bazaar',
    publishableKey: 'pk_test_bazaar',
    currency: 'INR',
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
const charge = {
  token: 'pm_1QbZ3kLkdIwHu7ixVn5Qm9rA',
  userId: 3,
  amountPaise: 149900,
  reference: 'attempt-7',
};
type Form = Record<string, string>;

describe('Stripe card charges', () => {
  it('charges a PaymentMethod for the server amount, keyed by our reference', async () => {
    let sent: Form = {};
    stripeApi()
      .post('/v1/payment_intents', (body: Form) => ((sent = body), true))
      .matchHeader('idempotency-key', 'attempt-7')
      .matchHeader('authorization', 'Bearer sk_test_bazaar')
      .reply(200, stripeFixture('payment-intent-succeeded'));
    await expect(gateway().chargeCard(charge)).resolves.toEqual({
      provider: 'stripe',
      reference: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq',
      amountPaise: 149900,
    });
    expect(sent).toMatchObject({
      amount: '149900',
      currency: 'inr',
      payment_method: charge.token,
      confirm: 'true',
      error_on_requires_action: 'true',
      'metadata[reference]': 'attempt-7',
    });
  });

  it('turns the storefront modal’s card token into a PaymentMethod first', async () => {
    stripeApi()
      .post('/v1/payment_methods', { type: 'card', 'card[token]': 'tok_1QbZ2jLkdIwHu7ixm4Tq8bKp' })
      .matchHeader('idempotency-key', 'attempt-7-payment-method')
      .reply(200, stripeFixture('payment-method'))
      .post(
        '/v1/payment_intents',
        (body: Form) => body.payment_method === 'pm_1QbZ3kLkdIwHu7ixVn5Qm9rA',
      )
      .reply(200, stripeFixture('payment-intent-succeeded'));
    const payment = await gateway().chargeCard({
      ...charge,
      token: 'tok_1QbZ2jLkdIwHu7ixm4Tq8bKp',
    });
    expect(payment.reference).toBe('pi_3QbZ3lLkdIwHu7ix0J8mB4Tq');
  });

  it('refuses anything that is not a Stripe token without calling Stripe', async () => {
    expect(await declinedWith(gateway().chargeCard({ ...charge, token: '4242424242424242' }))).toBe(
      'paymentTokenInvalid',
    );
  });

  it('tells the shopper why the bank declined', async () => {
    stripeApi().post('/v1/payment_intents').reply(402, stripeFixture('error-insufficient-funds'));
    expect(await declinedWith(gateway().chargeCard(charge))).toBe('insufficientFunds');
  });

  it('refuses a card that needs 3-D Secure, holding nothing', async () => {
    stripeApi()
      .post('/v1/payment_intents')
      .reply(402, stripeFixture('error-authentication-required'));
    expect(await declinedWith(gateway().chargeCard(charge))).toBe('cardNeedsAuthentication');
  });

  it('asks for the card again when the token was already used', async () => {
    stripeApi().post('/v1/payment_methods').reply(400, stripeFixture('error-token-used'));
    expect(
      await declinedWith(
        gateway().chargeCard({ ...charge, token: 'tok_1QbZ2jLkdIwHu7ixm4Tq8bKp' }),
      ),
    ).toBe('paymentTokenInvalid');
  });

  it('leaves an unfinished intent unknown, so placement looks it up', async () => {
    stripeApi().post('/v1/payment_intents').reply(200, stripeFixture('payment-intent-processing'));
    const error = await gateway()
      .chargeCard(charge)
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PaymentDeclined);
    expect(String(error)).toMatch(/processing/);
  });

  it('retries a 5xx under the same key, then reports it as unknown, not declined', async () => {
    stripeApi()
      .post('/v1/payment_intents')
      .matchHeader('idempotency-key', 'attempt-7')
      .times(3)
      .reply(500, stripeFixture('error-api'));
    const error = await gateway()
      .chargeCard(charge)
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PaymentDeclined);
    expect((error as { type?: string }).type).toBe('StripeAPIError');
  });

  it('treats a timed-out connection as unknown (retried under the same key first)', async () => {
    // nock cannot stall a socket; a timed-out socket reaches the SDK as this error.
    stripeApi()
      .post('/v1/payment_intents')
      .matchHeader('idempotency-key', 'attempt-7')
      .times(3)
      .replyWithError('connect ETIMEDOUT');
    const error = await gateway(50)
      .chargeCard(charge)
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PaymentDeclined);
    expect((error as { type?: string }).type).toBe('StripeConnectionError');
  });
});

describe('Stripe refunds and look-ups', () => {
  it('refunds part of a payment once, under its own key', async () => {
    stripeApi()
      .post('/v1/refunds', {
        payment_intent: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq',
        amount: '50000',
        'metadata[reference]': 'refund-request-12',
      })
      .matchHeader('idempotency-key', 'refund-request-12')
      .reply(200, stripeFixture('refund'));
    const done = await gateway().refund({
      reference: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq',
      amountPaise: 50000,
      idempotencyReference: 'refund-request-12',
    });
    expect(done).toEqual({ refundId: 're_3QbZ3lLkdIwHu7ix0Yh2Qp7s' });
  });

  it('refunds a whole payment by what is left, and a second whole refund is done', async () => {
    stripeApi()
      .post('/v1/refunds', (body: Form) => body.amount === undefined)
      .matchHeader('idempotency-key', 'refund-pi_3QbZ3lLkdIwHu7ix0J8mB4Tq')
      .reply(400, stripeFixture('error-already-refunded'))
      .get('/v1/refunds')
      .query({ payment_intent: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq', limit: '1' })
      .reply(200, {
        object: 'list',
        data: [stripeFixture('refund')],
        has_more: false,
        url: '/v1/refunds',
      });
    await expect(
      gateway().refund({ reference: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq', amountPaise: 149900 }),
    ).resolves.toEqual({ refundId: 're_3QbZ3lLkdIwHu7ix0Yh2Qp7s' });
  });

  it('says a refused refund is refused', async () => {
    stripeApi().post('/v1/refunds').reply(400, stripeFixture('error-refund-too-large'));
    const refund = gateway().refund({
      reference: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq',
      amountPaise: 200000,
      idempotencyReference: 'refund-request-13',
    });
    expect(await declinedWith(refund)).toBe('refundRefused');
  });

  it('finds the payment made under a reference with the Search API', async () => {
    stripeApi()
      .get('/v1/payment_intents/search')
      .query((q) => q.query === "metadata['reference']:'attempt-7' AND status:'succeeded'")
      .reply(200, stripeFixture('search-payment-intents'));
    await expect(gateway().findPayment('attempt-7')).resolves.toEqual({
      provider: 'stripe',
      reference: 'pi_3QbZ3lLkdIwHu7ix0J8mB4Tq',
      amountPaise: 149900,
    });
  });

  it('finds nothing when the payment was refunded in full', async () => {
    const found = stripeFixture('search-payment-intents') as {
      data: { latest_charge: { amount_refunded: number } }[];
    };
    for (const intent of found.data) intent.latest_charge.amount_refunded = 149900;
    stripeApi().get('/v1/payment_intents/search').query(true).reply(200, found);
    await expect(gateway().findPayment('attempt-7')).resolves.toBeUndefined();
  });
});

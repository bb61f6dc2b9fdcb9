// What the Stripe browser test puts in Stripe's place (the real ones cannot be reached offline):
// a local HTTP server answering the calls the server's SDK makes (a PaymentIntent answered in
// the recorded shape of apps/server/src/gateways/payment/stripe/fixtures/, for the amount asked),
// and a Stripe.js whose card element is one plain field and whose createPaymentMethod answers a
// PaymentMethod id, enough for @stripe/react-stripe-js.
import { recordedAnswers, startStandIn } from './provider-shop.ts';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_BazaarE2e0000001',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_BazaarE2e0000001',
  STRIPE_WEBHOOK_SECRET: 'whsec_BazaarE2e0000001',
} as const;

const fixture = recordedAnswers('stripe');

export interface StripeApi {
  /** The form bodies of the PaymentIntents the server created. */
  intents: URLSearchParams[];
  close(): Promise<void>;
}

export async function startStripeApi(port: number): Promise<StripeApi> {
  const intents: URLSearchParams[] = [];
  const close = await startStandIn(port, (method, url, body, reply) => {
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = new URLSearchParams(body);
      intents.push(form);
      const amount = Number(form.get('amount'));
      reply(200, {
        ...fixture('payment-intent-succeeded'),
        id: `pi_standin${intents.length}`,
        amount,
        amount_received: amount,
        currency: form.get('currency'),
        metadata: { reference: form.get('metadata[reference]') },
      });
    } else if (method === 'GET' && url.pathname === '/v1/payment_intents/search') {
      reply(200, { object: 'search_result', data: [], has_more: false, url: url.pathname });
    } else {
      reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
    }
  });
  return { intents, close };
}

/** Stripe.js as the page gets it: Stripe(key) with elements().create('card') and createPaymentMethod. */
export const STRIPE_JS = `
window.Stripe = function Stripe(key) {
  const card = {
    mount(target) {
      const node = typeof target === 'string' ? document.querySelector(target) : target;
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Card (Stripe test stand-in)');
      input.dataset.key = key;
      node.append(input);
      card.input = input;
      setTimeout(() => (card.handlers.ready || []).forEach((f) => f(card)), 0);
    },
    handlers: {},
    on(event, f) { (card.handlers[event] = card.handlers[event] || []).push(f); return card; },
    off() { return card; },
    update() {}, clear() { if (card.input) card.input.value = ''; }, focus() { card.input && card.input.focus(); },
    blur() {}, unmount() { card.input && card.input.remove(); }, destroy() { card.unmount(); },
  };
  const elements = { create: () => card, getElement: () => card, update() {}, fetchUpdates: () => Promise.resolve({}) };
  return {
    version: 'endive',
    elements: () => elements,
    createToken: () => Promise.reject(new Error('not in the stand-in')),
    confirmCardPayment: () => Promise.reject(new Error('not in the stand-in')),
    createPaymentMethod: () =>
      Promise.resolve({ paymentMethod: { id: 'pm_standin' + (card.input ? card.input.value.slice(-4) : '') } }),
    registerAppInfo() {}, _registerWrapper() {},
  };
};
`;

// Cards through Stripe (official `stripe` SDK). The browser tokenises the card with Stripe.js
// and sends only the token: a PaymentMethod id (`pm_…`, our checkout's card element) or a
// legacy card token (`tok_…`, the provider storefront's card modal). The server charges it
// through a PaymentIntent for ITS amount, under our reference as the Idempotency-Key and as
// `metadata.reference`, so a retried call charges once and the sweep can find the charge.
//
// 3-D Secure: the PaymentIntent is confirmed with `error_on_requires_action`, so a card whose
// bank asks for authentication is refused ("cardNeedsAuthentication") before anything is held,
// rather than left half-paid: placement is one request, with no step where the browser could
// finish a challenge. A shopper is asked to use another card or method.
import Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import {
  PaymentDeclined,
  type CardCharge,
  type Checkout,
  type CheckoutRequest,
  type Payment,
  type PaymentGateway,
  type Refund,
  type RefundDone,
  type WalletOrder,
} from '../payment-gateway.ts';
import { orDeclined } from './stripe-declines.ts';

export const STRIPE_PROVIDER = 'stripe';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** ISO 4217, the store's currency; amounts are in its minor unit (paise for INR). */
  currency: string;
  /** How long one call may take before it counts as failed (retried, then unknown). */
  timeoutMs?: number;
  /** Stripe's API unless a stand-in is named (STRIPE_API_BASE_URL, browser tests only). */
  apiBase?: string;
}

/** A reference as we make them (`attempt-<id>`), safe inside a Search API query string. */
const SEARCHABLE = /^[\w-]{1,200}$/;

export class StripeCardGateway implements PaymentGateway {
  readonly provider = STRIPE_PROVIDER;
  readonly publishableKey: string;
  private readonly currency: string;
  private readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.currency = settings.currency.toLowerCase();
    // Network errors and 5xx are retried by the SDK under the same Idempotency-Key: safe.
    const api = new URL(settings.apiBase ?? 'https://api.stripe.com');
    this.stripe = new Stripe(settings.secretKey, {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 2,
      timeout: settings.timeoutMs ?? 30_000,
      appInfo: { name: 'Bazaar' },
    });
  }

  /**
   * Nothing to make before the browser pays: Stripe.js turns the card into a PaymentMethod and
   * placement charges it (orderId null, like the sandbox's card form).
   */
  createCheckout({ method, amountPaise }: CheckoutRequest): Promise<Checkout> {
    if (method !== 'card') return Promise.reject(new Error('Stripe serves only cards here'));
    const { publishableKey } = this;
    const currency = this.currency.toUpperCase();
    return Promise.resolve({
      provider: STRIPE_PROVIDER,
      method,
      orderId: null,
      amountPaise,
      currency,
      publishableKey,
    });
  }

  createWalletOrder(): Promise<WalletOrder> {
    return Promise.reject(new Error('Stripe takes no wallet payments here'));
  }

  captureWalletOrder(): Promise<Payment> {
    return Promise.reject(new Error('Stripe takes no wallet payments here'));
  }

  async chargeCard({ token, userId, amountPaise, reference }: CardCharge): Promise<Payment> {
    const paymentMethod = await this.paymentMethodOf(token, reference);
    const intent = await orDeclined(() =>
      this.stripe.paymentIntents.create(
        {
          amount: amountPaise,
          currency: this.currency,
          payment_method: paymentMethod,
          allowed_payment_method_types: ['card'],
          confirm: true,
          error_on_requires_action: true,
          metadata: { reference, user_id: String(userId) },
        },
        { idempotencyKey: reference },
      ),
    );
    return this.settled(intent, amountPaise);
  }

  /** A card token is turned into a PaymentMethod first: PaymentIntents take only those. */
  private async paymentMethodOf(token: string, reference: string): Promise<string> {
    if (/^pm_\w+$/.test(token)) return token;
    if (!/^tok_\w+$/.test(token)) throw new PaymentDeclined({ id: 'paymentTokenInvalid' });
    const method = await orDeclined(() =>
      this.stripe.paymentMethods.create(
        { type: 'card', card: { token } },
        { idempotencyKey: `${reference}-payment-method` },
      ),
    );
    return method.id;
  }

  private async settled(intent: Stripe.PaymentIntent, amountPaise: number): Promise<Payment> {
    switch (intent.status) {
      case 'succeeded':
        if (intent.amount_received !== amountPaise || intent.currency !== this.currency) {
          // Never expected (we set the amount); if Stripe took another sum, give it back.
          await this.refund({ reference: intent.id, amountPaise: intent.amount_received });
          throw new PaymentDeclined({ id: 'paymentMissing' });
        }
        return { provider: STRIPE_PROVIDER, reference: intent.id, amountPaise };
      case 'requires_action':
        // Only if Stripe ignored error_on_requires_action: nothing is taken; free the hold.
        await this.stripe.paymentIntents.cancel(intent.id);
        throw new PaymentDeclined({ id: 'cardNeedsAuthentication' });
      case 'requires_payment_method':
        throw new PaymentDeclined({ id: 'cardDeclined' });
      case 'processing':
      case 'requires_capture':
      case 'requires_confirmation':
      case 'canceled':
      default:
        // Outcome not final: the placement asks findPayment (succeeded only) and settles;
        // a later payment_intent.succeeded webhook is settled by the webhook handler.
        throw new Error(`Stripe PaymentIntent ${intent.id} is ${intent.status}`);
    }
  }

  async refund({ reference, amountPaise, idempotencyReference }: Refund): Promise<RefundDone> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: reference,
          // Whole refunds leave the amount out: Stripe then refunds what is left, once.
          ...(idempotencyReference === undefined ? {} : { amount: amountPaise }),
          metadata: { reference: idempotencyReference ?? reference },
        },
        { idempotencyKey: idempotencyReference ?? `refund-${reference}` },
      );
      return { refundId: refund.id };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      // A whole refund of a payment already refunded in full is done: answer that refund.
      if (idempotencyReference === undefined && error.code === 'charge_already_refunded') {
        const earlier = await this.stripe.refunds.list({ payment_intent: reference, limit: 1 });
        return { refundId: earlier.data[0]?.id ?? '' };
      }
      throw new PaymentDeclined({ id: 'refundRefused' }, error.code);
    }
  }

  async findPayment(reference: string): Promise<Payment | undefined> {
    if (!SEARCHABLE.test(reference)) return undefined;
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['reference']:'${reference}' AND status:'succeeded'`,
      expand: ['data.latest_charge'],
    });
    for (const intent of found.data) {
      const charge = intent.latest_charge as Stripe.Charge | null;
      const left = intent.amount_received - (charge?.amount_refunded ?? 0);
      if (left > 0) return { provider: STRIPE_PROVIDER, reference: intent.id, amountPaise: left };
    }
    return undefined;
  }
}

export function stripeGateway({ config }: { config: Config }): StripeCardGateway {
  const secretKey = config.STRIPE_SECRET_KEY;
  const publishableKey = config.STRIPE_PUBLISHABLE_KEY;
  // The configuration refuses to start without them (payment-config.ts).
  if (!secretKey || !publishableKey) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are needed');
  }
  return new StripeCardGateway({
    secretKey,
    publishableKey,
    currency: config.PAYMENT_CURRENCY,
    apiBase: config.STRIPE_API_BASE_URL,
  });
}

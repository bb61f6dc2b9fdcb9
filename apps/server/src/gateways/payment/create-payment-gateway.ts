// The gateways the configuration chooses: PAYMENT_CARD_PROVIDER serves the card method,
// PAYMENT_WALLET_PROVIDER the online wallet, each a factory in GATEWAY_FACTORIES (one entry per
// adapter folder). What callers get is one PaymentGateway that routes: a card charge to the
// card gateway, a wallet order to the wallet gateway, a refund to the gateway whose provider
// took the money (Payment.provider, kept on every payment record), and findPayment to every
// gateway in use (the sweep does not know which one an abandoned attempt paid).
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentProvider } from '../../payment-config.ts';
import type {
  CardCharge,
  Checkout,
  CheckoutRequest,
  Payment,
  PaymentGateway,
  PaymentMethodKind,
  Refund,
  RefundDone,
  WalletCapture,
  WalletOrder,
} from './payment-gateway.ts';
import { paypalGateway } from './paypal/paypal-gateway.ts';
import { paypalWebhooks } from './paypal/paypal-webhook.ts';
import { razorpayGateway } from './razorpay/razorpay-gateway.ts';
import { razorpayWebhooks } from './razorpay/razorpay-webhooks.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { stripeGateway } from './stripe/stripe-gateway.ts';
import { stripeWebhooks } from './stripe/stripe-webhook.ts';
import type { WebhookVerifier } from './webhook-verifier.ts';

export interface GatewayDeps {
  db: Kysely<Database>;
  config: Config;
}

export type GatewayFactory = (deps: GatewayDeps) => PaymentGateway;

/** Each adapter's factory; a provider the configuration may name but this build lacks is absent. */
export const GATEWAY_FACTORIES: Partial<Record<PaymentProvider, GatewayFactory>> = {
  sandbox: ({ db, config }) => new SandboxGateway(db, config.PAYMENT_PUBLISHABLE_KEY),
  razorpay: razorpayGateway,
  stripe: stripeGateway,
  paypal: paypalGateway,
};

/** Each provider's webhook verifier (the sandbox sends no webhooks). */
export const WEBHOOK_VERIFIER_FACTORIES: Partial<
  Record<PaymentProvider, (config: Config) => WebhookVerifier>
> = {
  razorpay: razorpayWebhooks,
  stripe: stripeWebhooks,
  paypal: paypalWebhooks,
};

/** The verifiers of the providers in use: POST /webhooks/<provider> answers only for these. */
export function createWebhookVerifiers(config: Config): WebhookVerifier[] {
  const providers = new Set([config.PAYMENT_CARD_PROVIDER, config.PAYMENT_WALLET_PROVIDER]);
  return [...providers].flatMap((provider) => {
    const factory = WEBHOOK_VERIFIER_FACTORIES[provider];
    return factory ? [factory(config)] : [];
  });
}

function build(provider: PaymentProvider, deps: GatewayDeps, built: Map<string, PaymentGateway>) {
  const existing = built.get(provider);
  if (existing) return existing;
  const factory = GATEWAY_FACTORIES[provider];
  if (!factory) throw new Error(`payment provider ${provider} has no adapter in this build`);
  const gateway = factory(deps);
  built.set(provider, gateway);
  return gateway;
}

export class PaymentRouter implements PaymentGateway {
  readonly provider: string;
  private readonly byProvider: ReadonlyMap<string, PaymentGateway>;

  constructor(
    readonly card: PaymentGateway,
    readonly wallet: PaymentGateway,
  ) {
    this.provider = card === wallet ? card.provider : `${card.provider}+${wallet.provider}`;
    this.byProvider = new Map([card, wallet].map((gateway) => [gateway.provider, gateway]));
  }

  /** The card provider's public key (get-strp-pub-key). */
  get publishableKey(): string {
    return this.card.publishableKey;
  }

  /** The distinct gateways in use. */
  get gateways(): PaymentGateway[] {
    return [...this.byProvider.values()];
  }

  forMethod(method: PaymentMethodKind): PaymentGateway {
    return method === 'card' ? this.card : this.wallet;
  }

  gatewayOf(provider: string): PaymentGateway | undefined {
    return this.byProvider.get(provider);
  }

  createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return this.forMethod(request.method).createCheckout(request);
  }

  chargeCard(charge: CardCharge): Promise<Payment> {
    return this.card.chargeCard(charge);
  }

  createWalletOrder(order: { userId: number; amountPaise: number }): Promise<WalletOrder> {
    return this.wallet.createWalletOrder(order);
  }

  captureWalletOrder(capture: WalletCapture): Promise<Payment> {
    return this.wallet.captureWalletOrder(capture);
  }

  /** Through the provider that took the money; one no longer configured cannot be refunded here. */
  refund(refund: Refund): Promise<RefundDone> {
    const gateway = refund.provider ? this.gatewayOf(refund.provider) : this.card;
    if (!gateway) {
      return Promise.reject(
        new Error(`payment provider ${refund.provider ?? '?'} is not configured any more`),
      );
    }
    return gateway.refund(refund);
  }

  async findPayment(reference: string): Promise<Payment | undefined> {
    for (const gateway of this.gateways) {
      const payment = await gateway.findPayment(reference);
      if (payment) return payment;
    }
    return undefined;
  }
}

export function createPaymentGateway(db: Kysely<Database>, config: Config): PaymentRouter {
  const built = new Map<string, PaymentGateway>();
  const deps = { db, config };
  return new PaymentRouter(
    build(config.PAYMENT_CARD_PROVIDER, deps, built),
    build(config.PAYMENT_WALLET_PROVIDER, deps, built),
  );
}

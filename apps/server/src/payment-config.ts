// Which provider takes each online payment method, and each provider's keys (issue #21), part of
// the environment config.ts parses. The card method (spec id 5) and the online wallet (id 2)
// are chosen separately; the sandbox (test mode, no real money) is the zero-setup default. A
// chosen provider with a missing or malformed key stops the server at start naming the key.
// The secrets are only ever read by the server's adapters: never logged, never answered.
import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay', 'stripe', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Providers that can take each method (PayPal has no card form here, Stripe no wallet). */
export const CARD_PROVIDERS = ['sandbox', 'razorpay', 'stripe'] as const;
export const WALLET_PROVIDERS = ['sandbox', 'razorpay', 'paypal'] as const;

const chooser = <const T extends readonly [PaymentProvider, ...PaymentProvider[]]>(
  allowed: T,
  method: string,
) => z.enum(allowed, { error: `must be one of ${allowed.join(', ')} (the ${method} provider)` });

const key = (pattern: RegExp, what: string) => z.string().trim().regex(pattern, `must be ${what}`);

export const paymentEnvShape = {
  PAYMENT_CARD_PROVIDER: chooser(CARD_PROVIDERS, 'card').default('sandbox'),
  PAYMENT_WALLET_PROVIDER: chooser(WALLET_PROVIDERS, 'online wallet').default('sandbox'),
  /** ISO 4217 code every provider order is made in; amounts stay integer minor units. */
  PAYMENT_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as INR')
    .default('INR'),
  /** The sandbox's publishable key (get-strp-pub-key when the card provider is the sandbox). */
  PAYMENT_PUBLISHABLE_KEY: z.string().min(1).default('pk_test_bazaar_sandbox'),
  RAZORPAY_KEY_ID: key(
    /^rzp_(test|live)_[A-Za-z0-9]{10,32}$/,
    'a key id such as rzp_test_…',
  ).optional(),
  RAZORPAY_KEY_SECRET: key(
    /^[A-Za-z0-9]{16,64}$/,
    'the key secret (letters and digits)',
  ).optional(),
  RAZORPAY_WEBHOOK_SECRET: key(/^\S{8,200}$/, 'at least 8 characters, no spaces').optional(),
  /**
   * Where the Razorpay SDK sends its calls; only ever changed for tests against a local
   * stand-in (the browser tests) or an egress proxy. Default: Razorpay's API.
   */
  RAZORPAY_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.razorpay.com'),
  /** Where the Stripe SDK sends its calls; like RAZORPAY_API_BASE_URL, only for a stand-in. */
  STRIPE_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.stripe.com'),
  STRIPE_SECRET_KEY: key(
    /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,}$/,
    'a key such as sk_test_…',
  ).optional(),
  STRIPE_PUBLISHABLE_KEY: key(
    /^pk_(test|live)_[A-Za-z0-9]{10,}$/,
    'a key such as pk_test_…',
  ).optional(),
  STRIPE_WEBHOOK_SECRET: key(
    /^whsec_[A-Za-z0-9+/=]{10,}$/,
    'a signing secret such as whsec_…',
  ).optional(),
  PAYPAL_CLIENT_ID: key(/^[A-Za-z0-9_-]{10,128}$/, 'the REST app client id').optional(),
  PAYPAL_CLIENT_SECRET: key(/^[A-Za-z0-9_-]{10,128}$/, 'the REST app secret').optional(),
  PAYPAL_WEBHOOK_ID: key(
    /^[A-Z0-9]{10,40}$/,
    'the webhook id PayPal shows (capitals and digits)',
  ).optional(),
  /** Our PayPal account's merchant id (Account settings → Business information): every PayPal
   * order accepted must be paid to it, so an order paid to someone else is never taken as ours. */
  PAYPAL_MERCHANT_ID: key(
    /^[A-Z0-9]{10,20}$/,
    'the merchant id PayPal shows (capitals and digits)',
  ).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  /**
   * A local stand-in of PayPal's API for the browser tests only (plain http://): the SDK's calls
   * are sent to it as to a proxy. Unset (always in production): PAYPAL_ENVIRONMENT's API.
   */
  PAYPAL_API_STAND_IN: z
    .url({ protocol: /^http$/, error: 'must be an http:// URL (a local stand-in)' })
    .optional(),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentEnvShape>>;

/** The keys each provider needs once it is chosen for a method. */
export const PROVIDER_KEYS: Record<PaymentProvider, readonly (keyof PaymentEnv)[]> = {
  sandbox: [],
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_MERCHANT_ID'],
};

/** The providers in use, each once. */
export const chosenProviders = (
  config: Pick<PaymentEnv, 'PAYMENT_CARD_PROVIDER' | 'PAYMENT_WALLET_PROVIDER'>,
) => [...new Set<PaymentProvider>([config.PAYMENT_CARD_PROVIDER, config.PAYMENT_WALLET_PROVIDER])];

/** superRefine: every key of a chosen provider is set (its format was checked by the shape). */
export function paymentKeysPresent(config: PaymentEnv, ctx: z.RefinementCtx): void {
  for (const provider of chosenProviders(config)) {
    for (const name of PROVIDER_KEYS[provider]) {
      if (config[name] !== undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when ${provider} takes payments`,
      });
    }
  }
  // A live Razorpay key with a test secret (or the reverse) is caught by Razorpay, not here.
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    const mode = (value: string) => value.split('_')[1];
    if (mode(config.STRIPE_SECRET_KEY) !== mode(config.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY',
      });
    }
  }
}

// The provider origins a browser must reach to pay (Content-Security-Policy, plugins/
// security-headers.ts): only those of the providers configured, nothing for the sandbox. The
// page's policy is fixed when the SPA loads, so they are allowed on every page once a provider
// is configured; the provider's script itself is only ever loaded by the checkout page.
import type { Config } from '../../config.ts';
import { chosenProviders, type PaymentProvider } from '../../payment-config.ts';
import { PAYPAL_BROWSER_ORIGINS } from './paypal/paypal-browser-origins.ts';
import { STRIPE_BROWSER_ORIGINS } from './stripe/stripe-browser-origins.ts';

export interface BrowserOrigins {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

/** Razorpay Checkout: its script, the payment sheet's iframes, its telemetry and logos. */
const RAZORPAY: BrowserOrigins = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** Each provider's origins (Stripe's and PayPal's beside their adapters). */
export const PROVIDER_BROWSER_ORIGINS: Partial<Record<PaymentProvider, BrowserOrigins>> = {
  razorpay: RAZORPAY,
  stripe: STRIPE_BROWSER_ORIGINS,
  paypal: PAYPAL_BROWSER_ORIGINS,
};

export function browserOrigins(
  config: Pick<Config, 'PAYMENT_CARD_PROVIDER' | 'PAYMENT_WALLET_PROVIDER'>,
): BrowserOrigins {
  const all: BrowserOrigins = { script: [], frame: [], connect: [], img: [] };
  for (const provider of chosenProviders(config)) {
    const origins = PROVIDER_BROWSER_ORIGINS[provider];
    if (!origins) continue;
    for (const key of ['script', 'frame', 'connect', 'img'] as const) {
      all[key] = [...new Set([...all[key], ...origins[key]])];
    }
  }
  return all;
}

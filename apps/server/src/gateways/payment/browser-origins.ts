// The provider origins a browser must reach to pay (Content-Security-Policy, plugins/
// security-headers.ts): only those of the providers configured, nothing for the sandbox. The
// page's policy is fixed when the SPA loads, so they are allowed on every page once a provider
// is configured; the provider's script itself is only ever loaded by the checkout page.
import type { Config } from '../../config.ts';
import { chosenProviders, type PaymentProvider } from '../../payment-config.ts';

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

/**
 * Stripe.js (Stripe's security guide, "Content Security Policy"): its script, the card element's
 * and 3-D Secure's frames, its API and images; the Address Element's maps origin is not used.
 */
const STRIPE: BrowserOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * PayPal's JavaScript SDK (its "Content Security Policy" guide): the SDK script
 * (www.paypal.com/sdk/js) and what it loads from paypalobjects.com, the buttons' and checkout's
 * frames, its API and images. `*.paypal.com` covers the sandbox (www.sandbox.paypal.com) too.
 */
const PAYPAL: BrowserOrigins = {
  script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://*.paypal.com'],
  connect: ['https://*.paypal.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
};

/** Each provider's origins. */
export const PROVIDER_BROWSER_ORIGINS: Partial<Record<PaymentProvider, BrowserOrigins>> = {
  razorpay: RAZORPAY,
  stripe: STRIPE,
  paypal: PAYPAL,
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

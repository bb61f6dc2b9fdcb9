// The page's policy allows exactly the configured providers' origins: Stripe's when it takes
// cards, PayPal's when it takes the wallet, nobody's for the sandbox.
import { describe, expect, it } from 'vitest';
import { browserOrigins } from './browser-origins.ts';

describe('payment providers in the Content-Security-Policy', () => {
  it('allows only Stripe’s origins when Stripe takes cards', () => {
    const origins = browserOrigins({
      PAYMENT_CARD_PROVIDER: 'stripe',
      PAYMENT_WALLET_PROVIDER: 'sandbox',
    });
    expect(origins).toEqual({
      script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com'],
      img: ['https://*.stripe.com'],
    });
  });

  it('allows only PayPal’s origins when PayPal takes the wallet', () => {
    const origins = browserOrigins({
      PAYMENT_CARD_PROVIDER: 'sandbox',
      PAYMENT_WALLET_PROVIDER: 'paypal',
    });
    expect(origins.script).toEqual(['https://*.paypal.com', 'https://*.paypalobjects.com']);
    expect(origins.frame).toEqual(['https://*.paypal.com']);
    expect(origins.connect).toEqual(['https://*.paypal.com']);
  });

  it('joins both, each once, and adds nothing for the sandbox', () => {
    const both = browserOrigins({
      PAYMENT_CARD_PROVIDER: 'stripe',
      PAYMENT_WALLET_PROVIDER: 'paypal',
    });
    expect(both.script).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ]);
    expect(both.frame.some((origin) => origin.includes('razorpay'))).toBe(false);
    const none = browserOrigins({
      PAYMENT_CARD_PROVIDER: 'sandbox',
      PAYMENT_WALLET_PROVIDER: 'sandbox',
    });
    expect(none).toEqual({ script: [], frame: [], connect: [], img: [] });
  });
});

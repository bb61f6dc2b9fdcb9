import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'thisisatestsecretkey1234',
  RAZORPAY_WEBHOOK_SECRET: 'whk-secret-1',
};

describe('payment configuration', () => {
  it('defaults both methods to the sandbox in rupees', () => {
    const config = loadConfig({});
    expect(config.PAYMENT_CARD_PROVIDER).toBe('sandbox');
    expect(config.PAYMENT_WALLET_PROVIDER).toBe('sandbox');
    expect(config.PAYMENT_CURRENCY).toBe('INR');
    expect(config.PAYPAL_ENVIRONMENT).toBe('sandbox');
  });

  it('refuses a provider that cannot serve the method', () => {
    expect(() => loadConfig({ PAYMENT_CARD_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_CARD_PROVIDER: must be one of sandbox, razorpay, stripe/,
    );
    expect(() => loadConfig({ PAYMENT_WALLET_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_WALLET_PROVIDER: must be one of sandbox, razorpay, paypal/,
    );
  });

  it('stops naming every key a chosen provider lacks', () => {
    const load = () => loadConfig({ PAYMENT_CARD_PROVIDER: 'razorpay' });
    expect(load).toThrow(/RAZORPAY_KEY_ID: is required when razorpay takes payments/);
    expect(load).toThrow(/RAZORPAY_KEY_SECRET: is required/);
    expect(load).toThrow(/RAZORPAY_WEBHOOK_SECRET: is required/);
    expect(() => loadConfig({ PAYMENT_WALLET_PROVIDER: 'paypal' })).toThrow(/PAYPAL_CLIENT_ID/);
    expect(() => loadConfig({ PAYMENT_CARD_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('stops on a malformed key, and never says its value', () => {
    const secret = 'sk_live_but-not-a-razorpay-key';
    const load = () =>
      loadConfig({ ...RAZORPAY, PAYMENT_CARD_PROVIDER: 'razorpay', RAZORPAY_KEY_SECRET: secret });
    expect(load).toThrow(/RAZORPAY_KEY_SECRET: must be the key secret/);
    expect(load).not.toThrow(new RegExp(secret));
    expect(() => loadConfig({ ...RAZORPAY, RAZORPAY_KEY_ID: 'key_123' })).toThrow(
      /RAZORPAY_KEY_ID: must be a key id such as rzp_test_/,
    );
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abcdefghijkl',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abcdefghijkl',
      }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY: must be of the same mode/);
    expect(() => loadConfig({ PAYMENT_CURRENCY: 'rupees' })).toThrow(/PAYMENT_CURRENCY/);
  });

  it('takes Razorpay for both methods with its three keys', () => {
    const config = loadConfig({
      ...RAZORPAY,
      PAYMENT_CARD_PROVIDER: 'razorpay',
      PAYMENT_WALLET_PROVIDER: 'razorpay',
    });
    expect(config.PAYMENT_CARD_PROVIDER).toBe('razorpay');
    expect(config.RAZORPAY_KEY_ID).toBe(RAZORPAY.RAZORPAY_KEY_ID);
  });
});

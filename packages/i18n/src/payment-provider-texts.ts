// How get-payment-methods names an online method once a real provider serves it (issue #21):
// what the shopper will find in that provider's sheet. The sandbox keeps the shop's own names
// (payment_methods). Keyed by provider, then method.
import type { Text } from './text.ts';

export const PAYMENT_PROVIDER_METHOD_NAMES: Readonly<
  Record<string, Partial<Record<'card' | 'wallet', Text>>>
> = {
  razorpay: {
    card: {
      en: 'UPI, cards, netbanking (Razorpay)',
      ar: 'UPI والبطاقات والخدمات المصرفية عبر الإنترنت (Razorpay)',
    },
    wallet: {
      en: 'Wallets and UPI (Razorpay)',
      ar: 'المحافظ الإلكترونية و UPI (Razorpay)',
    },
  },
  stripe: { card: { en: 'Credit or debit card (Stripe)', ar: 'بطاقة ائتمان أو خصم (Stripe)' } },
  paypal: { wallet: { en: 'PayPal', ar: 'PayPal' } },
};

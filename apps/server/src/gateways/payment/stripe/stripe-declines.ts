// What a Stripe refusal tells the shopper. A card error (the bank said no) and a bad or spent
// token are the shopper's to fix, so they become PaymentDeclined; anything else (Stripe down, a
// timeout, our own key refused) is rethrown: the charge's outcome is then unknown and the
// placement asks findPayment before it gives the reservation back.
import Stripe from 'stripe';
import type { Message } from '@bazaar/i18n/message-catalogue';
import { PaymentDeclined } from '../payment-gateway.ts';

/** Stripe's decline and error codes (docs.stripe.com/declines/codes, /error-codes) we name. */
const CARD_MESSAGES: Readonly<Partial<Record<string, Message>>> = {
  insufficient_funds: { id: 'insufficientFunds' },
  expired_card: { id: 'cardExpired' },
  incorrect_cvc: { id: 'cardCvcInvalid' },
  invalid_cvc: { id: 'cardCvcInvalid' },
  incorrect_number: { id: 'cardNumberInvalid' },
  invalid_number: { id: 'cardNumberInvalid' },
  invalid_expiry_month: { id: 'cardExpiryInvalid' },
  invalid_expiry_year: { id: 'cardExpiryInvalid' },
  // error_on_requires_action: the bank asked for 3-D Secure, which a server-side charge cannot do.
  authentication_required: { id: 'cardNeedsAuthentication' },
};

/** Invalid-request codes that mean the browser's token is unusable, not that Stripe failed. */
const TOKEN_CODES = new Set([
  'resource_missing',
  'token_already_used',
  'payment_method_unexpected_state',
]);

export function declineOf(error: unknown): PaymentDeclined | undefined {
  if (error instanceof Stripe.errors.StripeCardError) {
    // Typed as always present, but a decline without a decline_code carries only its code.
    const { decline_code: declineCode, code } = error as { decline_code?: string; code?: string };
    return new PaymentDeclined(
      CARD_MESSAGES[declineCode ?? ''] ?? CARD_MESSAGES[code ?? ''] ?? { id: 'cardDeclined' },
    );
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    TOKEN_CODES.has(error.code ?? '')
  ) {
    return new PaymentDeclined({ id: 'paymentTokenInvalid' });
  }
  return undefined;
}

/** Runs a Stripe call, turning a shopper-side refusal into PaymentDeclined. */
export async function orDeclined<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw declineOf(error) ?? error;
  }
}

// The sandbox's card checks and test cards, as plain functions: the Luhn check, expiry, CVC,
// the brand from the number, and what a charge of each test number does.
import { cardHasExpired, passesLuhn } from '@bazaar/contract/card-rules';
import type { Message } from '@bazaar/i18n/message-catalogue';

export type SandboxOutcome = 'succeed' | 'decline' | 'insufficient_funds';

/** Stripe's test numbers: these two fail; every other valid number succeeds. */
const FAILING_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
};

export const digitsOf = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(60|65|81|82|508)/.test(digits)) return 'rupay';
  return 'unknown';
}

export { passesLuhn, cardHasExpired as hasExpired };

export const outcomeOf = (digits: string): SandboxOutcome => FAILING_CARDS[digits] ?? 'succeed';

export interface CardInput {
  CardNumber: string;
  ExpiryMonth: number;
  ExpiryYear: number;
  Cvc: string;
}

/** The shopper's message for the first thing wrong with the card, or null when it is usable. */
export function cardProblem(card: CardInput, now: Date): Message | null {
  const digits = digitsOf(card.CardNumber);
  if (!passesLuhn(digits)) return { id: 'cardNumberInvalid' };
  if (card.ExpiryMonth > 12) return { id: 'cardExpiryInvalid' };
  if (cardHasExpired(card.ExpiryMonth, card.ExpiryYear, now)) return { id: 'cardExpired' };
  const cvcLength = brandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.Cvc.trim())) return { id: 'cardCvcInvalid' };
  return null;
}

/** What a failed test card's charge tells the shopper. */
export function declineMessage(outcome: SandboxOutcome): Message | null {
  if (outcome === 'decline') return { id: 'cardDeclined' };
  if (outcome === 'insufficient_funds') return { id: 'insufficientFunds' };
  return null;
}

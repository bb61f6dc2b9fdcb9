import { describe, expect, it } from 'vitest';
import {
  brandOf,
  cardProblem,
  declineMessage,
  digitsOf,
  hasExpired,
  outcomeOf,
  passesLuhn,
} from './sandbox-cards.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof cardProblem>[0]> = {}) => ({
  CardNumber: '4242 4242 4242 4242',
  ExpiryMonth: 12,
  ExpiryYear: 2030,
  Cvc: '123',
  ...overrides,
});

describe('sandbox card checks', () => {
  it('runs the Luhn check on the digits, spaces and dashes ignored', () => {
    expect(passesLuhn(digitsOf('4242 4242 4242 4242'))).toBe(true);
    expect(passesLuhn(digitsOf('4000-0000-0000-0002'))).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242x24242424242')).toBe(false);
  });

  it('knows the brand from the number', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
  });

  it('takes a card as good through the last day of its expiry month', () => {
    expect(hasExpired(11, 2026, NOW)).toBe(false);
    expect(hasExpired(11, 26, NOW)).toBe(false);
    expect(hasExpired(10, 2026, NOW)).toBe(true);
    expect(hasExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('answers the first problem with the shopper’s message', () => {
    expect(cardProblem(card(), NOW)).toBeNull();
    expect(cardProblem(card({ CardNumber: '4242 4242 4242 4241' }), NOW)).toEqual({
      id: 'cardNumberInvalid',
    });
    expect(cardProblem(card({ ExpiryMonth: 13 }), NOW)).toEqual({ id: 'cardExpiryInvalid' });
    expect(cardProblem(card({ ExpiryYear: 2025 }), NOW)).toEqual({ id: 'cardExpired' });
    expect(cardProblem(card({ Cvc: '12' }), NOW)).toEqual({ id: 'cardCvcInvalid' });
    expect(cardProblem(card({ Cvc: '1234' }), NOW)).toEqual({ id: 'cardCvcInvalid' });
    expect(cardProblem(card({ CardNumber: '378282246310005', Cvc: '1234' }), NOW)).toBeNull();
  });

  it('gives the test cards their outcomes', () => {
    expect(outcomeOf('4242424242424242')).toBe('succeed');
    expect(outcomeOf('4000000000000002')).toBe('decline');
    expect(outcomeOf('4000000000009995')).toBe('insufficient_funds');
    expect(declineMessage('decline')).toEqual({ id: 'cardDeclined' });
    expect(declineMessage('insufficient_funds')).toEqual({ id: 'insufficientFunds' });
    expect(declineMessage('succeed')).toBeNull();
  });
});

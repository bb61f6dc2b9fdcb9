import { describe, expect, it } from 'vitest';
import {
  cardTokenParams,
  checkCard,
  formatExpiryInput,
  groupCardNumber,
  isExpired,
  parseExpiry,
  passesLuhn,
} from './card-checks.ts';

const NOW = new Date(2026, 10, 24); // 24 November 2026
const GOOD = {
  CardNumber: '4242 4242 4242 4242',
  Expiry: '12/29',
  Cvc: '123',
  NameOnCard: 'Meera Iyer',
};

describe('card checks', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000 0000 0000 0002', true],
    ['4000000000009995', true],
    ['4242 4242 4242 4241', false],
    ['1234', false],
    ['4242-4242-4242-4242', true],
    ['4242 4242 4242 424a', false],
  ])('Luhn: %s → %s', (number, ok) => {
    expect(passesLuhn(number)).toBe(ok);
  });

  it('reads MM/YY and MM/YYYY and refuses a month that does not exist', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
  });

  it('takes a card as good through the end of its expiry month', () => {
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
  });

  it('names the first problem of every field', () => {
    expect(checkCard(GOOD, NOW)).toEqual({});
    expect(
      checkCard(
        { CardNumber: '4242 4242 4242 4241', Expiry: '10/26', Cvc: '12', NameOnCard: ' ' },
        NOW,
      ),
    ).toEqual({ CardNumber: 'number', Expiry: 'expired', Cvc: 'cvc', NameOnCard: 'required' });
    expect(checkCard({ ...GOOD, CardNumber: '', Expiry: '1/2' }, NOW)).toEqual({
      CardNumber: 'required',
      Expiry: 'expiry',
    });
  });

  it('formats as the shopper types and sends digits only', () => {
    expect(groupCardNumber('42424242x42424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiryInput('0429')).toBe('04/29');
    expect(formatExpiryInput('04')).toBe('04');
    expect(cardTokenParams(GOOD)).toEqual({
      CardNumber: '4242424242424242',
      ExpiryMonth: 12,
      ExpiryYear: 2029,
      Cvc: '123',
      NameOnCard: 'Meera Iyer',
    });
  });
});

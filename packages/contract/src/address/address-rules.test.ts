import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  indianMobile,
  isIndianPin,
  pinMatchesState,
  storedMobile,
  type AddressInput,
} from './address-rules.ts';
import { INDIA_PIN_PREFIXES } from './india-pin-prefixes.data.ts';

const pune: AddressInput = {
  fullName: 'Asha Kulkarni',
  mobile: '+91 98765 43210',
  pinCode: '411001',
  line1: '12 FC Road',
  countryId: 1,
  countryName: 'India',
  stateId: 14,
  stateName: 'Maharashtra',
  cityId: 3,
};

describe('Indian mobile numbers', () => {
  it.each([
    '9876543210',
    '+919876543210',
    '+91 98765 43210',
    '91-98765-43210',
    '09876543210',
    '(+91) 98765.43210',
  ])('keeps %s as its ten digits', (written) => {
    expect(indianMobile(written)).toBe('9876543210');
  });

  it.each(['987654321', '98765432101', '5876543210', '+92 9876543210', '0091 9876543210', 'x', ''])(
    'refuses %j',
    (written) => {
      expect(indianMobile(written)).toBeNull();
    },
  );

  it('applies the Indian rule only to India', () => {
    expect(storedMobile('+1 212 555 0100', 'United States')).toBe('+12125550100');
    expect(storedMobile('+1 212 555 0100', 'India')).toBeNull();
  });
});

describe('PIN codes and states', () => {
  it.each(['411001', '110001', '560034'])('takes %s as a PIN', (pin) => {
    expect(isIndianPin(pin)).toBe(true);
  });

  it.each(['4110', '011001', '41100A', '4110011', ''])('refuses %j', (pin) => {
    expect(isIndianPin(pin)).toBe(false);
  });

  it.each([
    ['411001', 'Maharashtra'],
    ['110001', 'Delhi'],
    ['560034', 'Karnataka'],
    ['403001', 'Goa'],
    ['605001', 'Puducherry'],
    ['194101', 'Ladakh'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['793001', 'Meghalaya'],
  ])('%s belongs to %s', (pin, state) => {
    expect(pinMatchesState(pin, state)).toBe(true);
  });

  it.each([
    ['110001', 'Maharashtra'],
    ['411001', 'Delhi'],
    ['560034', 'Kerala'],
    ['793001', 'Assam'],
  ])('%s does not belong to %s', (pin, state) => {
    expect(pinMatchesState(pin, state)).toBe(false);
  });

  it('knows all 28 states and 8 union territories', () => {
    expect(Object.keys(INDIA_PIN_PREFIXES)).toHaveLength(36);
  });
});

describe('addressProblems', () => {
  it('finds none in a deliverable address', () => {
    expect(addressProblems(pune)).toEqual([]);
  });

  it('names every problem at once, each with its field', () => {
    const problems = addressProblems({
      ...pune,
      fullName: ' ',
      mobile: '12345',
      pinCode: 'x',
      line1: '',
      cityId: 0,
    });
    expect(problems.map((p) => [p.field, p.id])).toEqual([
      ['fullName', 'addressFullNameRequired'],
      ['mobile', 'addressMobileInvalid'],
      ['pinCode', 'addressPinInvalid'],
      ['line1', 'addressLine1Required'],
      ['city', 'addressCityRequired'],
    ]);
  });

  it('refuses a PIN of another state, naming the state', () => {
    expect(addressProblems({ ...pune, pinCode: '110001' })).toEqual([
      { field: 'pinCode', id: 'addressPinStateMismatch', params: { state: 'Maharashtra' } },
    ]);
  });

  it('checks a foreign postal code and phone loosely', () => {
    const dubai = { ...pune, countryName: 'United Arab Emirates', stateName: 'Dubai' };
    expect(addressProblems({ ...dubai, mobile: '+971 50 123 4567', pinCode: '00000' })).toEqual([]);
    expect(addressProblems({ ...dubai, mobile: '12', pinCode: '#' }).map((p) => p.id)).toEqual([
      'addressPhoneInvalid',
      'addressPostalCodeInvalid',
    ]);
  });
});

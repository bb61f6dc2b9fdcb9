// One address rule for the web form and the server (issue #19 item 4). India, the shop's home,
// gets its own rules: a 10-digit mobile and a 6-digit PIN whose first three digits are used by
// the post offices of the chosen state (india-pin-prefixes.data.ts, from GeoNames' India Post
// data; docs/addresses.md). Other countries get a plain phone and postal code check.
import type { MessageId } from '@bazaar/i18n/message-catalogue';
import { INDIA_PIN_PREFIXES } from './india-pin-prefixes.data.ts';

export const INDIA = 'India';
/** The most addresses one shopper keeps. */
export const ADDRESS_BOOK_MAX = 20;
export const ADDRESS_LIMITS = { fullName: 100, line: 200, mobile: 20, pin: 12 } as const;

export type AddressField =
  'fullName' | 'mobile' | 'pinCode' | 'line1' | 'country' | 'state' | 'city';

export interface AddressProblem {
  field: AddressField;
  id: MessageId;
  params?: { state: string };
}

/** What the form holds: ids of the chosen places (0 for none) and their names. */
export interface AddressInput {
  fullName: string;
  mobile: string;
  pinCode: string;
  line1: string;
  countryId: number;
  countryName: string;
  stateId: number;
  stateName: string;
  cityId: number;
}

const digitsOf = (value: string) => value.replace(/[\s\-().]/g, '');

/**
 * The ten digits of an Indian mobile number written as 98765 43210, +91 98765-43210,
 * 91 9876543210 or 09876543210; null when it is none (mobiles start with 6, 7, 8 or 9).
 */
export function indianMobile(value: string): string | null {
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digitsOf(value));
  return match?.[1] ?? null;
}

/** Any other country's phone: 6 to 15 digits, an optional leading +. */
export function otherPhone(value: string): string | null {
  const digits = digitsOf(value);
  return /^\+?\d{6,15}$/.test(digits) ? digits : null;
}

/** The mobile as stored: 10 digits for India, the digits as typed elsewhere; null when invalid. */
export function storedMobile(value: string, countryName: string): string | null {
  return countryName === INDIA ? indianMobile(value) : otherPhone(value);
}

/** An Indian PIN: six digits, the first 1–9. */
export const isIndianPin = (pin: string): boolean => /^[1-9]\d{5}$/.test(pin.trim());

/** True when the PIN's first three digits are used in the state (or the state is not India's). */
export function pinMatchesState(pin: string, stateName: string): boolean {
  const prefixes = INDIA_PIN_PREFIXES[stateName];
  return prefixes === undefined || prefixes.includes(pin.trim().slice(0, 3));
}

/** Every problem of the address at once, in the form's order; [] when it can be delivered to. */
export function addressProblems(input: AddressInput): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const india = input.countryName === INDIA;
  if (input.fullName.trim() === '')
    problems.push({ field: 'fullName', id: 'addressFullNameRequired' });
  if (storedMobile(input.mobile, input.countryName) === null) {
    problems.push({ field: 'mobile', id: india ? 'addressMobileInvalid' : 'addressPhoneInvalid' });
  }
  const pin = input.pinCode.trim();
  if (india && !isIndianPin(pin)) problems.push({ field: 'pinCode', id: 'addressPinInvalid' });
  else if (india && input.stateId > 0 && !pinMatchesState(pin, input.stateName)) {
    problems.push({
      field: 'pinCode',
      id: 'addressPinStateMismatch',
      params: { state: input.stateName },
    });
  } else if (!india && !/^[A-Za-z0-9 -]{3,10}$/.test(pin)) {
    problems.push({ field: 'pinCode', id: 'addressPostalCodeInvalid' });
  }
  if (input.line1.trim() === '') problems.push({ field: 'line1', id: 'addressLine1Required' });
  if (input.countryId <= 0) problems.push({ field: 'country', id: 'addressCountryRequired' });
  if (input.stateId <= 0) problems.push({ field: 'state', id: 'addressStateRequired' });
  if (input.cityId <= 0) problems.push({ field: 'city', id: 'addressCityRequired' });
  return problems;
}

// The sandbox card form's checks in the browser (the server checks the same again): the number
// by the Luhn rule, the expiry as MM/YY not in the past, the CVC as 3 or 4 digits. The first
// problem of each field is shown under it.
import { cardHasExpired, passesLuhn } from '@bazaar/contract/card-rules';

export type CardField = 'CardNumber' | 'Expiry' | 'Cvc' | 'NameOnCard';
export type CardProblem = 'required' | 'number' | 'expiry' | 'expired' | 'cvc';

export interface CardValues {
  CardNumber: string;
  Expiry: string;
  Cvc: string;
  NameOnCard: string;
}

const digitsOnly = (text: string): string => text.replace(/[\s-]/g, '');

export { passesLuhn };

/** "04/29", "4/29", "04 / 2029" → { month: 4, year: 2029 }; anything else → null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired({ month, year }: { month: number; year: number }, now: Date): boolean {
  return cardHasExpired(month, year, now);
}

/** "4242424242424242" → "4242 4242 4242 4242", as the shopper types. */
export function groupCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "042" → "04/2", "0429" → "04/29": the slash comes by itself. */
export function formatExpiryInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Every field's first problem (an empty map when the card can be sent). */
export function checkCard(
  values: CardValues,
  now: Date = new Date(),
): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (!values.CardNumber.trim()) problems.CardNumber = 'required';
  else if (!passesLuhn(values.CardNumber)) problems.CardNumber = 'number';

  const expiry = parseExpiry(values.Expiry);
  if (!values.Expiry.trim()) problems.Expiry = 'required';
  else if (!expiry) problems.Expiry = 'expiry';
  else if (isExpired(expiry, now)) problems.Expiry = 'expired';

  if (!values.Cvc.trim()) problems.Cvc = 'required';
  else if (!/^\d{3,4}$/.test(values.Cvc.trim())) problems.Cvc = 'cvc';

  if (!values.NameOnCard.trim()) problems.NameOnCard = 'required';
  return problems;
}

/** The createCardToken request for checked values. */
export function cardTokenParams(values: CardValues) {
  const expiry = parseExpiry(values.Expiry) ?? { month: 0, year: 0 };
  return {
    CardNumber: digitsOnly(values.CardNumber),
    ExpiryMonth: expiry.month,
    ExpiryYear: expiry.year,
    Cvc: values.Cvc.trim(),
    NameOnCard: values.NameOnCard.trim(),
  };
}

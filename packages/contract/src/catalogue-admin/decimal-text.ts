// Amounts typed by staff — rupees with paise ("1499.50"), a GST rate ("12.5") — read exactly
// into whole hundredths (paise, basis points) from their digits, never through a float, so
// "1499.50" is 149950 and nothing is ever ×100 twice. Grouping (1,499), signs, exponents and a
// third decimal are refused, each with its own reason.

/** Why an amount was refused (a CatalogueAdminTextId). */
export type AmountProblem =
  | 'adminAmountNotANumber'
  | 'adminAmountNegative'
  | 'adminAmountTooManyDecimals'
  | 'adminAmountTooLarge';

export type AmountReading =
  { ok: true; hundredths: number } | { ok: false; problem: AmountProblem };

const AMOUNT = /^(\d+)(?:\.(\d+))?$/;

/** "1499.50" → 149950; "7" → 700; "0.5" → 50. `max` is in hundredths too. */
export function readHundredths(text: string, max: number): AmountReading {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const match = AMOUNT.exec(negative ? trimmed.slice(1) : trimmed);
  if (!match) return { ok: false, problem: 'adminAmountNotANumber' };
  if (negative && /[1-9]/.test(trimmed)) return { ok: false, problem: 'adminAmountNegative' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'adminAmountTooManyDecimals' };
  // Leading zeros aside, more digits than max has is over it (and beyond safe integers).
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > String(Math.floor(max / 100)).length) {
    return { ok: false, problem: 'adminAmountTooLarge' };
  }
  const hundredths = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths > max) return { ok: false, problem: 'adminAmountTooLarge' };
  return { ok: true, hundredths };
}

/** 149950 → "1499.50": the form every export writes and every import reads back. */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  return `${whole}.${String(hundredths % 100).padStart(2, '0')}`;
}

// A GSTIN (GST identification number): 2-digit state code, the holder's 10-character PAN, the
// entity number (1–9, A–Z), 'Z' by default, and a check character computed over the first 14
// with the GSTN's base-36 Luhn variant (weights 1, 2 alternating; digits of each product added
// in base 36; check = (36 − sum mod 36) mod 36).

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i += 1) {
    const value = ALPHABET.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Right shape, a state code from 01 to 38 (97 and 99 for special registrations), right check. */
export function isValidGstin(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  const state = Number(text.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  return gstinCheckCharacter(text.slice(0, 14)) === text.charAt(14);
}

/** The two-digit GST state code a GSTIN starts with. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

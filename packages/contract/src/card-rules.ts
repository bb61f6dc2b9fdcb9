// Card checks shared by the sandbox card form (browser) and the sandbox gateway (server): the
// Luhn checksum and the expiry month. The server checks again whatever the browser sent.

/** The Luhn checksum of a card number (spaces and dashes allowed), 12 to 19 digits. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month (UTC); a 2-digit year is 20YY. */
export function cardHasExpired(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  return now.getTime() >= Date.UTC(fullYear, month, 1);
}

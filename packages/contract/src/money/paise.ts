// Money is integer paise everywhere a rule computes; rupees (2 decimals) exist only on the wire,
// where the provider's storefront reads them. These two conversions are the only ones.

/** Integer paise → rupees for an answer (two decimals, no binary-fraction noise in JSON). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Wire rupees → integer paise (10.1 → 1010, not 1009.9999999999999). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** "1499.00": the decimal string payment gateways and schema.org read (no symbol, no grouping). */
export function paiseToDecimalText(paise: number): string {
  const whole = Math.round(paise);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

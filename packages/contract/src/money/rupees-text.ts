// A price as the shop's staff type it — rupees with up to two decimals ("1499", "1,499.5",
// "₹1499.50") — to integer paise by text, never through a float, so no ×100 or rounding drift.

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Integer paise, or null for text that is not a non-negative amount with at most 2 decimals. */
export function rupeesTextToPaise(text: string): number | null {
  const plain = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = RUPEES.exec(plain);
  if (!match) return null;
  const [, rupees = '0', paise = ''] = match;
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

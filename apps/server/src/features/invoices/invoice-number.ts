// Invoice numbers: PREFIX/FY/NNNNNN, sequential within an Indian financial year (1 April to
// 31 March, counted in India's time: an order paid at 23:00 UTC on 31 March is in the new year).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '2026-27' for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYearOf(moment: Date): string {
  const india = new Date(moment.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'BZ/2026-27/000123'; six digits at least, more when a year passes 999,999 invoices. */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/** The calendar date in India of a moment, as YYYY-MM-DD: the invoice's date. */
export function indianDate(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

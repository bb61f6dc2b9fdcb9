// GST tax invoices (0021): one per order, numbered per financial year from a counter row.
import type { CreatedAt, Id } from './scalars.ts';

export interface InvoiceCountersTable {
  /** Indian financial year, April–March: '2026-27'. */
  financial_year: string;
  /** The last number given in that year; the next invoice takes last_number + 1. */
  last_number: number;
}

export interface InvoicesTable {
  id: Id;
  /** UNIQUE: an order has exactly one invoice. */
  order_id: number;
  /** 'BZ/2026-27/000123'; UNIQUE. */
  invoice_number: string;
  financial_year: string;
  /** UNIQUE with financial_year: 1, 2, 3… without gaps. */
  sequence: number;
  /** 'intra-state' (CGST + SGST) or 'inter-state' (IGST). */
  supply: string;
  /** The shop's legal name, address, state and GSTIN when issued (JSON). */
  shop_json: string;
  /** Each line's name, HSN/SAC code, quantity, total and GST rate when issued (JSON). */
  lines_json: string;
  /** The shipping charged for the invoiced lines, and what the shopper pays for them (paise). */
  shipping_paise: number;
  paid_paise: number;
  issued_at: CreatedAt;
}

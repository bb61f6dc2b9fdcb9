// What an issued invoice froze (invoices.shop_json and lines_json), shared by issuing and
// rendering.
import type { SupplyKind } from '@bazaar/contract/tax/gst-split';

export interface ShopDetails {
  legalName: string;
  address: string;
  state: string;
  gstin: string;
}

export interface FrozenLine {
  name: string;
  nameAr: string;
  /** HSN code; '' when the product had none recorded. */
  code: string;
  quantity: number;
  /** The line's total before the coupon, GST included. */
  totalPaise: number;
  rateBp: number;
}

export interface IssuedInvoice {
  orderId: number;
  invoiceNumber: string;
  issuedAt: string;
  supply: SupplyKind;
  shop: ShopDetails;
  lines: FrozenLine[];
  /** Shipping charged for these lines, and what is paid for them: the invoice adds up to it. */
  shippingPaise: number;
  paidPaise: number;
}

/** The configuration an invoice needs (config.ts SHOP_* and INVOICE_PREFIX). */
export interface InvoiceSettings {
  SHOP_LEGAL_NAME: string;
  SHOP_ADDRESS: string;
  SHOP_STATE: string;
  SHOP_GSTIN: string;
  INVOICE_PREFIX: string;
}

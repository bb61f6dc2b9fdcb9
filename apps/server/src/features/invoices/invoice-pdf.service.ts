// An order's invoice as a PDF in the reader's language: issued on first need, then rendered
// from what the invoice froze. Rendering is done again on every call (a few tens of ms) rather
// than stored: the frozen rows already make the document the same every time.
import type { Kysely } from 'kysely';
import type { Lang } from '@bazaar/i18n/text';
import type { Database } from '../../db/schema.ts';
import type { InvoiceSettings } from './invoice-types.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceView } from './invoice-view.ts';
import { orderForInvoice } from './invoices.repository.ts';
import { invoiceOfOrder } from './issue-invoice.service.ts';

export interface InvoicePdf {
  fileName: string;
  bytes: Buffer;
  invoiceNumber: string;
}

/** The order's invoice PDF; undefined when there is no such order, 'cancelled' for none. */
export async function invoicePdfForOrder(
  db: Kysely<Database>,
  config: InvoiceSettings,
  orderId: number,
  lang: Lang,
): Promise<InvoicePdf | 'cancelled' | undefined> {
  const invoice = await invoiceOfOrder(db, config, orderId);
  const order = await orderForInvoice(db, orderId);
  if (invoice === 'cancelled') return invoice;
  if (!invoice || !order) return undefined;
  const view = invoiceView(invoice, order, lang);
  const bytes = await renderInvoicePdf(view, new Date(invoice.issuedAt));
  return { fileName: view.fileName, bytes, invoiceNumber: invoice.invoiceNumber };
}

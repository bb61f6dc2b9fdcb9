// The "Download tax invoice" button (issue #20 §4), on the order confirmation page and the order
// page; part of the OrdersHistory entity with the other order labels.
import type { Texts } from '../text.ts';

export const invoiceLinkTexts = {
  lbl_invoice_download: { en: 'Download tax invoice', ar: 'تنزيل الفاتورة الضريبية' },
  lbl_invoice_download_order: {
    en: 'Download tax invoice of order {number} (PDF)',
    ar: 'تنزيل الفاتورة الضريبية للطلب {number} (PDF)',
  },
  lbl_invoice_downloading: { en: 'Preparing your invoice…', ar: 'جارٍ تجهيز الفاتورة…' },
} satisfies Texts;

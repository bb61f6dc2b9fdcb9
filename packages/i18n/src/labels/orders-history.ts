// OrdersHistory (68): the provider's ids (orders table, items table) and what Bazaar adds: the
// view and download buttons, and the digital flag's words (spec §2);
// the stage names are the server's (STAGE_TEXTS).
import type { Texts } from '../text.ts';
import { ordersHistoryProviderTexts } from '../provider-labels/orders-history.ts';
import { invoiceLinkTexts } from './invoice-link.ts';
import { orderConfirmationTexts } from './order-confirmation.ts';
import { orderPageTexts } from './order-page.ts';

export const ordersHistoryTexts = {
  ...ordersHistoryProviderTexts,
  ...orderConfirmationTexts,
  ...invoiceLinkTexts,
  ...orderPageTexts,
  lbl_ordrhis_meta: {
    en: 'Your orders at Bazaar, their items and your digital downloads.',
    ar: 'طلباتك في بازار ومنتجاتها وتنزيلاتك الرقمية.',
  },
  lbl_ordrhis_your_orders: { en: 'Your orders', ar: 'طلباتك' },
  lbl_ordrhis_empty: {
    en: 'You have not placed any orders yet.',
    ar: 'لم تقدّم أي طلب بعد.',
  },
  lbl_ordrhis_load_failed: {
    en: 'Your orders could not be loaded.',
    ar: 'تعذّر تحميل طلباتك.',
  },
  lbl_ordrhis_view: { en: 'View items of order {number}', ar: 'عرض منتجات الطلب {number}' },
  lbl_ordrhis_items_of: { en: 'Items of order {number}', ar: 'منتجات الطلب {number}' },
  lbl_ordrhis_loading_items: { en: 'Loading items…', ar: 'جارٍ تحميل المنتجات…' },
  lbl_ordrhis_download: { en: 'Download', ar: 'تنزيل' },
  lbl_ordrhis_download_item: { en: 'Download {name}', ar: 'تنزيل {name}' },
  lbl_ordrhis_downloading: { en: 'Downloading…', ar: 'جارٍ التنزيل…' },
  lbl_ordrhis_in_progress: { en: 'Yes (In Progress)', ar: 'نعم (قيد التجهيز)' },
  lbl_ordrhis_no: { en: 'No', ar: 'لا' },
} as const satisfies Texts;

// The order page (issue #20, /{lang}/orders/{number}), part of the OrdersHistory entity like the
// confirmation page, whose cards it shares. Stage names are STAGE_TEXTS (../orders.ts).
import type { Texts } from '../text.ts';

export const orderPageTexts = {
  lbl_ordpage_title: { en: 'Order {number}', ar: 'الطلب {number}' },
  lbl_ordpage_meta: {
    en: 'Follow your Bazaar order: where it stands, its items, payment and delivery.',
    ar: 'تابع طلبك من بازار: أين وصل، ومنتجاته، والدفع، والتوصيل.',
  },
  lbl_ordpage_follow: { en: 'Follow your order', ar: 'تابع طلبك' },
  lbl_ordpage_open: { en: 'Open order {number}', ar: 'افتح الطلب {number}' },
  lbl_ordpage_timeline: { en: 'Where your order is', ar: 'أين وصل طلبك' },
  lbl_ordpage_step_done: { en: 'done', ar: 'تمّت' },
  lbl_ordpage_step_upcoming: { en: 'not yet', ar: 'لم تتم بعد' },
  lbl_ordpage_carrier: { en: 'Courier: {carrier}', ar: 'شركة الشحن: {carrier}' },
  lbl_ordpage_tracking: { en: 'Tracking number: {number}', ar: 'رقم التتبع: {number}' },
  lbl_ordpage_track: { en: 'Track your parcel', ar: 'تتبّع شحنتك' },
  lbl_ordpage_new_tab: { en: '(opens in a new tab)', ar: '(يُفتح في علامة تبويب جديدة)' },
  lbl_ordpage_lines: { en: 'Items: {names}', ar: 'المنتجات: {names}' },
  lbl_ordpage_back: { en: 'All your orders', ar: 'كل طلباتك' },
} as const satisfies Texts;

// Campaign page chrome; the campaign's own titles and body come from the server as they are.
import type { Texts } from '../text.ts';

export const campaignTexts = {
  lbl_campaign_title: { en: 'Campaign', ar: 'حملة' },
  lbl_campaign_meta: {
    en: 'Current offers and campaigns at Bazaar.',
    ar: 'العروض والحملات الحالية في بازار.',
  },
  lbl_campaign_loading: { en: 'Loading offer…', ar: 'جارٍ تحميل العرض…' },
  lbl_campaign_shop: { en: 'Shop the collection', ar: 'تسوّق التشكيلة' },
  lbl_campaign_more: { en: 'Browse all products', ar: 'تصفّح جميع المنتجات' },
  lbl_campaign_not_found_title: { en: 'Campaign not found', ar: 'الحملة غير موجودة' },
  lbl_campaign_not_found_text: {
    en: 'This offer may have ended, or the link is not quite right. Have a look at what is in store today.',
    ar: 'ربما انتهى هذا العرض، أو أن الرابط غير صحيح. ألقِ نظرة على ما يقدّمه المتجر اليوم.',
  },
  lbl_campaign_error_text: {
    en: 'We could not load this offer right now. Please try again.',
    ar: 'تعذّر تحميل هذا العرض الآن. يُرجى المحاولة مرة أخرى.',
  },
  lbl_campaign_retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
  lbl_campaign_products: { en: 'In this offer', ar: 'منتجات هذا العرض' },
  lbl_campaign_back_home: { en: 'Back to home', ar: 'العودة إلى الصفحة الرئيسية' },
} as const satisfies Texts;

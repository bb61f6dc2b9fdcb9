import type { campaignLabels } from '@bazaar/contract/labels/campaign';

export const campaignArabic: Record<keyof typeof campaignLabels, string> = {
  lbl_campaign_title: 'حملة',
  lbl_campaign_meta: 'العروض والحملات الحالية في بازار.',
  lbl_campaign_loading: 'جارٍ تحميل العرض…',
  lbl_campaign_shop: 'تسوّق التشكيلة',
  lbl_campaign_more: 'تصفّح جميع المنتجات',
  lbl_campaign_not_found_title: 'الحملة غير موجودة',
  lbl_campaign_not_found_text:
    'ربما انتهى هذا العرض، أو أن الرابط غير صحيح. ألقِ نظرة على ما يقدّمه المتجر اليوم.',
  lbl_campaign_error_text: 'تعذّر تحميل هذا العرض الآن. يُرجى المحاولة مرة أخرى.',
  lbl_campaign_retry: 'حاول مرة أخرى',
  lbl_campaign_back_home: 'العودة إلى الصفحة الرئيسية',
};

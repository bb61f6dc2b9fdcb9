import type { Texts } from '../text.ts';

export const bestFacilitiesTexts = {
  lbl_facility_freeshipp: { en: 'Free Shipping World Wide', ar: 'شحن مجاني لجميع أنحاء العالم' },
  lbl_facility_moneyback: {
    en: '100% money back guarantee',
    ar: 'ضمان استرداد الأموال بنسبة 100%',
  },
  lbl_facility_pygateway: { en: 'Many payment gateways', ar: 'بوابات دفع متعددة' },
  lbl_facility_support: { en: '24/7 online support', ar: 'دعم عبر الإنترنت على مدار الساعة' },
} as const satisfies Texts;

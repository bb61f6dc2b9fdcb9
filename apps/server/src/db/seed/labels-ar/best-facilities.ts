import type { bestFacilitiesLabels } from '@bazaar/contract/labels/best-facilities';

export const bestFacilitiesArabic: Record<keyof typeof bestFacilitiesLabels, string> = {
  lbl_facility_freeshipp: 'شحن مجاني لجميع أنحاء العالم',
  lbl_facility_moneyback: 'ضمان استرداد الأموال بنسبة 100%',
  lbl_facility_pygateway: 'بوابات دفع متعددة',
  lbl_facility_support: 'دعم عبر الإنترنت على مدار الساعة',
};

// The home page's facility strip. Each claim must hold under the shop's rules (issue 19): free
// delivery is the server's FREE_DELIVERY_THRESHOLD_RUPEES (₹1,499 in the demo, as its Diwali
// campaign says), returns are the return policy's (contract orders/return-policy.ts: 7 days;
// text-sections.test.ts checks the figure), and support matches the
// contact page's hours. A shop that changes those rules changes these rows too.
import type { Texts } from '../text.ts';

export const bestFacilitiesTexts = {
  lbl_facility_freeshipp: {
    en: 'Free delivery in India over ₹1,499',
    ar: 'توصيل مجاني داخل الهند للطلبات فوق 1,499 روبية',
  },
  lbl_facility_moneyback: {
    en: 'Easy returns within 7 days',
    ar: 'إرجاع سهل خلال 7 أيام',
  },
  lbl_facility_pygateway: { en: 'Many payment gateways', ar: 'بوابات دفع متعددة' },
  lbl_facility_support: { en: '24/7 online support', ar: 'دعم عبر الإنترنت على مدار الساعة' },
} as const satisfies Texts;

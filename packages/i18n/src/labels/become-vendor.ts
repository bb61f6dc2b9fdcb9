// BecomeVendor (94): the provider's ids (its storefront reads the same) and the few Bazaar adds.
import type { Texts } from '../text.ts';
import { becomeVendorProviderTexts } from '../provider-labels/become-vendor.ts';

export const becomeVendorTexts = {
  ...becomeVendorProviderTexts,
  lbl_becomeseller_meta: {
    en: 'Sell your products at Bazaar: send us your details and we will get back to you once your request is reviewed.',
    ar: 'بِع منتجاتك في بازار: أرسل إلينا بياناتك وسنتواصل معك بعد مراجعة طلبك.',
  },
  lbl_becomeseller_intro: {
    en: 'Send us your details and we will get back to you once your request is reviewed.',
    ar: 'أرسل إلينا بياناتك وسنتواصل معك بعد مراجعة طلبك.',
  },
  lbl_becomeseller_send: { en: 'Send Request', ar: 'إرسال الطلب' },
  lbl_becomeseller_sending: { en: 'Sending…', ar: 'جارٍ الإرسال…' },
} as const satisfies Texts;

// SubscribeNewsLetter (92): the newsletter band on home and the listing page.
import type { Texts } from '../text.ts';

export const subscribeNewsletterProviderTexts = {
  lbl_subsc_ournewsltr: { en: 'Subscribe to our newsletter', ar: 'اشترك في نشرتنا البريدية' },
  // The provider's default here is a design placeholder; this says what a subscriber gets.
  lbl_subsc_shortsent: {
    en: 'New arrivals, offers and campaigns, straight to your inbox.',
    ar: 'أحدث المنتجات والعروض والحملات تصلك مباشرةً إلى بريدك الإلكتروني.',
  },
  lbl_subsc_submitbtn: { en: 'Subscribe', ar: 'اشترك' },
} as const satisfies Texts;

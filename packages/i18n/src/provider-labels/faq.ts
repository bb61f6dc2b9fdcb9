// Faq (62): the FAQ page's heading. Bazaar's own FAQ labels (lbl_faq_* questions and answers)
// share the entity; the ids never overlap.
import type { Texts } from '../text.ts';

export const faqProviderTexts = {
  lbl_faq_pagetitle: { en: 'Frequently Asked Questions', ar: 'الأسئلة الشائعة' },
} as const satisfies Texts;

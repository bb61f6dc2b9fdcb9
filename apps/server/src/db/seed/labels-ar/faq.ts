import type { faqLabels } from '@bazaar/contract/labels/faq';

export const faqArabic: Record<keyof typeof faqLabels, string> = {};

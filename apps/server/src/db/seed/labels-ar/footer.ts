import type { footerLabels } from '@bazaar/contract/labels/footer';

export const footerArabic: Record<keyof typeof footerLabels, string> = {};

import type { termsLabels } from '@bazaar/contract/labels/terms';

export const termsArabic: Record<keyof typeof termsLabels, string> = {};

import type { homeLabels } from '@bazaar/contract/labels/home';

export const homeArabic: Record<keyof typeof homeLabels, string> = {};

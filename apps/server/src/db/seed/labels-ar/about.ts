import type { aboutLabels } from '@bazaar/contract/labels/about';

export const aboutArabic: Record<keyof typeof aboutLabels, string> = {};

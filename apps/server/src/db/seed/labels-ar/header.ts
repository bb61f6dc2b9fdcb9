import type { headerLabels } from '@bazaar/contract/labels/header';

export const headerArabic: Record<keyof typeof headerLabels, string> = {};

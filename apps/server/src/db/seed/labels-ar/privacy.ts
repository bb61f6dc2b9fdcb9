import type { privacyLabels } from '@bazaar/contract/labels/privacy';

export const privacyArabic: Record<keyof typeof privacyLabels, string> = {};

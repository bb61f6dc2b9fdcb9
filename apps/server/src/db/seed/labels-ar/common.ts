import type { commonLabels } from '@bazaar/contract/labels/common';

export const commonArabic: Record<keyof typeof commonLabels, string> = {};

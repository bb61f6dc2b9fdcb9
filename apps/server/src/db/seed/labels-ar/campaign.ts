import type { campaignLabels } from '@bazaar/contract/labels/campaign';

export const campaignArabic: Record<keyof typeof campaignLabels, string> = {};

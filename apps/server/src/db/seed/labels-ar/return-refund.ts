import type { returnRefundLabels } from '@bazaar/contract/labels/return-refund';

export const returnRefundArabic: Record<keyof typeof returnRefundLabels, string> = {};

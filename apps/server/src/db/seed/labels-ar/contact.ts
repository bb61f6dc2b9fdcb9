import type { contactLabels } from '@bazaar/contract/labels/contact';

export const contactArabic: Record<keyof typeof contactLabels, string> = {};

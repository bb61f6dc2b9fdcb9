// UpdateProfile (70): the provider's ids (its storefront reads the same) and the few Bazaar adds.
import type { Texts } from '../text.ts';
import { updateProfileProviderTexts } from '../provider-labels/update-profile.ts';

export const updateProfileTexts = {
  ...updateProfileProviderTexts,
  lbl_uprofile_country: { en: 'Country', ar: 'الدولة' },
  lbl_uprofile_saving: { en: 'Saving…', ar: 'جارٍ الحفظ…' },
} as const satisfies Texts;

// UpdateProfile (70): the provider's ids (its storefront reads the same) and the few Bazaar adds.
import type { Texts } from '../text.ts';
import { updateProfileProviderTexts } from '../provider-labels/update-profile.ts';

export const updateProfileTexts = {
  ...updateProfileProviderTexts,
  lbl_uprofile_country: { en: 'Country', ar: 'الدولة' },
  lbl_uprofile_saving: { en: 'Saving…', ar: 'جارٍ الحفظ…' },
  lbl_uprofile_addresses: { en: 'My delivery addresses', ar: 'عناوين التوصيل الخاصة بي' },
} as const satisfies Texts;

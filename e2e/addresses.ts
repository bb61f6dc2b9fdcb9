// The address form as the journeys fill it (checkout's delivery step, the address book page):
// its dialog, fields by their labels in either language, and Save.
import { expect, type Page } from '@playwright/test';
import type { LABEL_TEXTS } from '@bazaar/i18n/labels';
import type { Api } from './api.ts';
import { bengaluru } from './accounts.ts';
import { label, type Lang } from './checkout.ts';

export interface AddressEntry {
  name: string;
  mobile: string;
  line1: string;
  pin: string;
}

type AddressLabel = keyof (typeof LABEL_TEXTS)['AddressBook'];
type FormTitle = 'lbl_addr_title_gift' | 'lbl_addr_title_add' | 'lbl_addr_title_edit';

export function addressForm(page: Page, lang: Lang, title: FormTitle) {
  const t = label(lang);
  const dialog = page.getByRole('dialog', { name: t('AddressBook', title) });
  const field = (id: AddressLabel) => dialog.getByLabel(t('AddressBook', id), { exact: true });
  return {
    dialog,
    field,
    save: dialog.getByRole('button', { name: t('AddressBook', 'lbl_addr_save') }),
    /** Fills the form for Bengaluru, Karnataka (the country starts on India). */
    async fill(api: Api, entry: AddressEntry) {
      const place = await bengaluru(api);
      await field('lbl_addr_fullname').fill(entry.name);
      await field('lbl_addr_mobile').fill(entry.mobile);
      await field('lbl_addr_line1').fill(entry.line1);
      await expect(field('lbl_addr_country')).toHaveValue(String(place.countryId));
      await field('lbl_addr_state').selectOption(String(place.stateId));
      await field('lbl_addr_city').selectOption(String(place.cityId));
      await field('lbl_addr_pin').fill(entry.pin);
    },
  };
}

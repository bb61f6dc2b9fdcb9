// Delivery addresses at checkout (issue #19 item 4) against the real server: a shopper sends a
// gift, adding the recipient's address at checkout ("deliver to someone else"), pays on delivery
// and the confirmation shows the gift's address, not the default; in English and Arabic, on a
// desktop and a phone, with an axe check. And the form says a PIN of another state and a 9-digit
// mobile at once, before anything is sent.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADDRESS_TEXTS } from '@bazaar/i18n/address-texts';
import { test, expect, testPerLanguageAndDevice } from '../fixtures.ts';
import { addressForm, type AddressEntry } from '../addresses.ts';
import { bengaluru } from '../accounts.ts';
import { label, placeByCashOnDelivery, shopperAtCheckout, type Lang } from '../checkout.ts';
import { REPO_ROOT } from '../run-env.ts';
import { toast } from '../ui.ts';

const GIFT: AddressEntry = {
  name: 'Ravi Menon',
  mobile: '98450 67890',
  line1: '4 Beach Road',
  pin: '560001',
};
/** The default address every checkout shopper signs up with (accounts.ts). */
const DEFAULT_LINE = '7 Residency Road';

/** With SAVE_SCREENSHOTS=1 the Arabic phone run refreshes the closing note's pictures. */
const screenshot = (name: string) =>
  process.env.SAVE_SCREENSHOTS ? path.join(REPO_ROOT, 'docs/screenshots', name) : undefined;

function deliveryStep(page: Page, lang: Lang) {
  const t = label(lang);
  const step = page.getByTestId('delivery-address');
  return {
    step,
    group: step.getByRole('group', { name: t('AddressBook', 'lbl_addr_choose') }),
    button: (id: 'lbl_addr_gift' | 'lbl_addr_add') =>
      step.getByRole('button', { name: t('AddressBook', id) }),
  };
}

const LANGS = ['en', 'ar'] as const satisfies readonly Lang[];

testPerLanguageAndDevice(
  'a gift added at checkout is where the order goes',
  async ({ page, api, request, axe }, { lang, device, slot }) => {
    const t = label(lang);
    await shopperAtCheckout(page, api, request, lang, 13 + slot);

    const { step, group, button } = deliveryStep(page, lang);
    // The book read on arrival: the sign-up address, the default, preselected.
    await expect(group.getByRole('radio')).toHaveCount(1);
    await expect(group.getByRole('radio')).toBeChecked();
    await expect(group).toContainText(DEFAULT_LINE);
    await expect(group).toContainText(t('AddressBook', 'lbl_addr_default'));

    await button('lbl_addr_gift').click();
    const form = addressForm(page, lang, 'lbl_addr_title_gift');
    await expect(form.field('lbl_addr_fullname')).toBeFocused();
    await expect(form.field('lbl_addr_fullname')).toHaveValue('');
    await expect(form.field('lbl_addr_mobile')).toHaveValue('');
    await form.fill(api, GIFT);
    await axe();
    await form.save.click();
    await expect(form.dialog).toBeHidden();
    await expect(button('lbl_addr_gift')).toBeFocused();

    const gift = group.getByRole('radio', { name: new RegExp(GIFT.name) });
    await expect(gift).toBeChecked();
    await expect(group.getByRole('radio')).toHaveCount(2);
    await axe();
    const stepPicture =
      lang === 'ar' && device === 'phone' && screenshot('ar-phone-checkout-address.png');
    if (stepPicture) {
      // The "saved" toast would cover the step's foot in the picture.
      await toast(page, 'success', t('AddressBook', 'lbl_addr_saved')).getByRole('button').click();
      // The step's top just below the sticky header, as the shopper scrolls to it.
      await step.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 140),
      );
      await page.screenshot({ path: stepPicture });
    }

    await placeByCashOnDelivery(page, lang);
    const shipTo = page.getByRole('region', { name: t('OrdersHistory', 'lbl_ordconf_address') });
    await expect(shipTo).toContainText(GIFT.name);
    await expect(shipTo).toContainText(GIFT.line1);
    await expect(shipTo).not.toContainText(DEFAULT_LINE);
    await axe();
    const pagePicture =
      lang === 'ar' && device === 'phone' && screenshot('ar-phone-order-confirmation.png');
    if (pagePicture) {
      await shipTo.scrollIntoViewIfNeeded();
      await page.screenshot({ path: pagePicture });
    }
  },
);

for (const lang of LANGS) {
  test(`[${lang}] a PIN of another state and a 9-digit mobile are said at once`, async ({
    page,
    api,
    request,
  }) => {
    await shopperAtCheckout(page, api, request, lang, 13 + (lang === 'en' ? 0 : 2));
    await deliveryStep(page, lang).button('lbl_addr_add').click();
    const form = addressForm(page, lang, 'lbl_addr_title_add');
    await form.fill(api, { ...GIFT, mobile: '984506789', pin: '110001' });
    await form.save.click();

    const place = await bengaluru(api);
    const states = await api.call('getStatesList', {
      CountryId: place.countryId,
      languageCode: lang,
    });
    const state = states.find((row) => row.StateProvinceID === place.stateId)?.StateName ?? '';
    await expect(form.dialog).toContainText(ADDRESS_TEXTS.addressMobileInvalid[lang]);
    await expect(form.dialog).toContainText(
      ADDRESS_TEXTS.addressPinStateMismatch[lang].replace('{state}', state),
    );
    await expect(form.field('lbl_addr_mobile')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('lbl_addr_pin')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('lbl_addr_mobile')).toBeFocused();
    await expect(form.dialog).toBeVisible();
  });
}

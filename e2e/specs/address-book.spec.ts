// The address book page (/{lang}/addresses, issue #19 item 4) against the real server: reached
// from the profile, it lists the sign-up address as the default; a new address saved as the
// default moves to the top with the mark; the old one goes only after the question is answered.
import { test, expect } from '../fixtures.ts';
import { addressForm } from '../addresses.ts';
import { text } from '../accounts.ts';
import { label, loggedInShopper, type Lang } from '../checkout.ts';
import { VIEWPORTS } from '../ui.ts';

const RUNS = [
  ['en', 'desktop'],
  ['ar', 'phone'],
] as const satisfies readonly (readonly [Lang, keyof typeof VIEWPORTS])[];

for (const [lang, device] of RUNS) {
  test(`[${lang}, ${device}] add a default address, then delete the old one`, async ({
    page,
    api,
    axe,
  }) => {
    const t = label(lang);
    await page.setViewportSize(VIEWPORTS[device]);
    const shopper = await loggedInShopper(page, api, lang);
    await page.goto(`/${lang}/update-profile`);
    await page
      .getByRole('link', { name: text(lang)('UpdateProfile', 'lbl_uprofile_addresses') })
      .click();
    await expect(page).toHaveURL(`/${lang}/addresses`);

    const entries = page.getByTestId('address-book').getByRole('listitem');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('7 Residency Road');
    await expect(entries.first()).toContainText(t('AddressBook', 'lbl_addr_default'));

    await page.getByRole('button', { name: t('AddressBook', 'lbl_addr_add') }).click();
    const form = addressForm(page, lang, 'lbl_addr_title_add');
    await form.fill(api, {
      name: 'Meera at work',
      mobile: '9845011111',
      line1: '21 Lavelle Road',
      pin: '560001',
    });
    await form.dialog.getByLabel(t('AddressBook', 'lbl_addr_make_default')).check();
    await form.save.click();
    await expect(form.dialog).toBeHidden();
    await expect(entries).toHaveCount(2);
    // The default comes first.
    await expect(entries.first()).toContainText('21 Lavelle Road');
    await expect(entries.first()).toContainText(t('AddressBook', 'lbl_addr_default'));
    await axe();

    const old = `${shopper.firstName} Iyer`;
    await page
      .getByRole('button', { name: `${t('AddressBook', 'lbl_addr_delete')} ${old}` })
      .click();
    const question = page.getByRole('dialog', { name: t('AddressBook', 'lbl_addr_delete_title') });
    await expect(
      question.getByRole('button', { name: t('AddressBook', 'lbl_addr_cancel') }),
    ).toBeFocused();
    await question.getByRole('button', { name: t('AddressBook', 'lbl_addr_delete_yes') }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('21 Lavelle Road');
  });
}

// Accounts (issue #8), in English and Arabic: signup → automatic login → profile with the
// location selects → logout (the server revokes the token) → login; password reset with the
// e-mailed code; the seller request; every form's §5 messages with their inline marks; a
// revoked token logging the shopper out; axe on each screen.
import { SERVER_ERROR_TEXTS } from '@bazaar/i18n/server-errors';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import type { Page } from '@playwright/test';
import {
  expectMarked,
  main,
  message,
  placesWithCities,
  signedUpShopper,
  text,
  type Lang,
  type Shopper,
} from '../accounts.ts';
import { sellerRequestsWithEmail, uniqueEmail } from '../db.ts';
import { expect, test } from '../fixtures.ts';
import { latestResetCode } from '../mail.ts';
import { cartMergedAtLogin, stored, toast } from '../ui.ts';

const LANGS: Lang[] = ['en', 'ar'];

async function logIn(page: Page, lang: Lang, shopper: Pick<Shopper, 'email' | 'password'>) {
  const t = text(lang);
  await page.goto(`/${lang}/login`);
  await main(page).getByLabel(t('Login', 'lbl_login_email'), { exact: true }).fill(shopper.email);
  await main(page)
    .getByLabel(t('Login', 'lbl_login_password'), { exact: true })
    .fill(shopper.password);
  await main(page)
    .getByRole('button', { name: t('Login', 'lbl_login_loginbtn') })
    .click();
  await expect(toast(page, 'success', message(lang, 'loginSuccess'))).toBeVisible();
  await expect(page).toHaveURL(`/${lang}/`);
  await cartMergedAtLogin(page);
}

/** Calls update-profile with a given token, as an attacker script or a second device would. */
async function profileCallStatus(page: Page, token: string, userId: number): Promise<number> {
  const response = await page.request.post(endpointPath(ENDPOINTS.updateProfile), {
    data: {
      requestParameters: {
        UserID: userId,
        FirstName: 'X',
        LastName: 'Y',
        AddressLineOne: 'Z',
        MobileNo: '',
        PostalCode: '',
      },
    },
    headers: { Token: token, UserID: String(userId) },
  });
  return response.status();
}

for (const lang of LANGS) {
  test(`[${lang}] signup logs in, the profile saves new places, logout revokes, login again`, async ({
    page,
    api,
    axe,
  }) => {
    const t = text(lang);
    const places = await placesWithCities(api, lang);
    const [first, second] = places.states;
    const email = uniqueEmail(`journey-${lang}`);
    const password = 'sign-Up-pass-7';

    await page.goto(`/${lang}/signup`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('Signup', 'lbl_singup_crtaccount'),
    );
    const form = main(page);
    const field = (id: Parameters<typeof t<'Signup'>>[1]) =>
      form.getByLabel(t('Signup', id), { exact: true });
    await field('lbl_singup_fname').fill('Asha');
    await field('lbl_singup_lname').fill('Verma');
    await field('lbl_singup_email').fill(email);
    await field('lbl_singup_password').fill(password);
    await expect(field('lbl_singup_password')).toHaveAttribute('autocomplete', 'new-password');
    await field('lbl_singup_country').selectOption({ label: places.country });
    await field('lbl_singup_province').selectOption({ label: first.name });
    await field('lbl_singup_city').selectOption({ label: first.city });
    await field('lbl_singup_contact').fill('+91 98200 12345');
    await expect(field('lbl_singup_contact')).toHaveAttribute('type', 'tel');
    await field('lbl_singup_pcode').fill(first.pin);
    await expect(field('lbl_singup_pcode')).toHaveAttribute('autocomplete', 'postal-code');
    await field('lbl_singup_shippa').fill('12 MG Road');
    await axe();
    await form.getByRole('button', { name: t('Signup', 'lbl_singup_submitbnt') }).click();

    // Spec §4: signup logs in by itself and goes to the language home.
    await expect(toast(page, 'success', message(lang, 'signupSuccess'))).toBeVisible();
    await expect(page).toHaveURL(`/${lang}/`);
    const name = page.getByRole('banner').getByRole('button', { name: 'Asha' });
    await expect(name).toBeVisible();
    const token = (await stored(page, 'Token')) ?? '';
    expect(token.length).toBeGreaterThan(20);
    const userId = (JSON.parse((await stored(page, 'user')) ?? '{}') as { UserID: number }).UserID;

    // The account modal: 1. Update Profile, 2. View Order History, 3. My Addresses.
    await name.click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('link')).toHaveText([
      t('Navbar', 'lbl_hdr_update_profile'),
      t('Navbar', 'lbl_hdr_order_history'),
      t('Navbar', 'lbl_hdr_addresses'),
    ]);
    await modal.getByRole('link', { name: t('Navbar', 'lbl_hdr_update_profile') }).click();
    await expect(page).toHaveURL(`/${lang}/update-profile`);
    await expect(modal).toBeHidden();

    // Preselected from the stored user; a new state reloads the cities.
    const profile = (id: Parameters<typeof t<'UpdateProfile'>>[1]) =>
      main(page).getByLabel(t('UpdateProfile', id), { exact: true });
    await expect(profile('lbl_uprofile_fname')).toHaveValue('Asha');
    await expect(profile('lbl_uprofile_state')).toHaveValue(String(first.id));
    await expect(profile('lbl_uprofile_city').locator('option:checked')).toHaveText(first.city);
    await profile('lbl_uprofile_state').selectOption({ label: second.name });
    await expect(profile('lbl_uprofile_city')).toHaveValue('-999');
    await profile('lbl_uprofile_city').selectOption({ label: second.city });
    await profile('lbl_uprofile_fname').fill('');
    await main(page)
      .getByRole('button', { name: t('UpdateProfile', 'lbl_uprofile_submit') })
      .click();
    const firstNameRequired = lang === 'en' ? 'First name is required' : 'الاسم الأول مطلوب';
    await expect(toast(page, 'error', firstNameRequired)).toBeVisible();
    await expectMarked(page, t('UpdateProfile', 'lbl_uprofile_fname'), firstNameRequired);
    await expect(profile('lbl_uprofile_city').locator('option:checked')).toHaveText(second.city);
    await profile('lbl_uprofile_fname').fill('Ashu');
    await axe();
    await main(page)
      .getByRole('button', { name: t('UpdateProfile', 'lbl_uprofile_submit') })
      .click();
    await expect(toast(page, 'success', message(lang, 'profileSuccess'))).toBeVisible();
    // Saving stays on the page, the saved name in the form (Bazaar; the spec went home).
    await expect(page).toHaveURL(`/${lang}/update-profile`);
    await expect(profile('lbl_uprofile_fname')).toHaveValue('Ashu');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ashu' })).toBeVisible();

    // Logout: the server revokes the token, the stored user is emptied, the shopper is at the
    // language root (spec §4's /, in the shopper's language).
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('Navbar', 'lbl_hdr_logout') })
      .click();
    await expect(page).toHaveURL(`/${lang}/`);
    await expect(
      page.getByRole('banner').getByRole('link', { name: t('Navbar', 'lbl_hdr_login') }),
    ).toBeVisible();
    expect(await stored(page, 'Token')).toBeNull();
    expect(await stored(page, 'user')).toBe('{}');
    expect(await profileCallStatus(page, token, userId)).toBe(401);

    // Login again: the server kept the new name and places.
    await logIn(page, lang, { email, password });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ashu' })).toBeVisible();
    const user = JSON.parse((await stored(page, 'user')) ?? '{}') as Record<string, unknown>;
    // By id: the login answer names places in English whatever the page's language.
    expect(user).toMatchObject({ StateProvinceID: second.id, CityID: second.cityId });
  });

  test(`[${lang}] a forgotten password is reset with the e-mailed code`, async ({
    page,
    api,
    axe,
  }) => {
    const t = text(lang);
    const shopper = await signedUpShopper(api, `reset-${lang}`);
    await page.goto(`/${lang}/login`);
    await main(page)
      .getByRole('link', { name: t('Login', 'lbl_login_lostpass') })
      .click();
    await expect(page).toHaveURL(`/${lang}/reset-password`);
    await axe();

    const email = main(page).getByLabel(t('ResetPassword', 'lbl_reset_email'), { exact: true });
    await email.fill(shopper.email);
    await main(page)
      .getByRole('button', { name: t('ResetPassword', 'lbl_reset_send') })
      .click();
    await expect(toast(page, 'success', message(lang, 'resetStep1Success'))).toBeVisible();
    const otp = main(page).getByLabel(t('ResetPassword', 'lbl_reset_code'), { exact: true });
    await expect(otp).toBeFocused();
    await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await expect.poll(() => latestResetCode(shopper.email)).toMatch(/^\d{6}$/);
    const code = await latestResetCode(shopper.email);

    const newPassword = main(page).getByLabel(t('ResetPassword', 'lbl_reset_new_password'), {
      exact: true,
    });
    const confirm = main(page).getByLabel(t('ResetPassword', 'lbl_reset_confirm_password'), {
      exact: true,
    });
    const change = main(page).getByRole('button', { name: t('ResetPassword', 'lbl_reset_submit') });

    // A wrong code: the server's message, on the code field.
    await otp.fill(code === '000000' ? '111111' : '000000');
    await newPassword.fill('new-Pass-42');
    await confirm.fill('new-Pass-42');
    await change.click();
    const wrongCode = SERVER_ERROR_TEXTS.resetCodeInvalid[lang];
    await expect(toast(page, 'error', wrongCode)).toBeVisible();
    await expectMarked(page, t('ResetPassword', 'lbl_reset_code'), wrongCode);

    // Passwords that differ never reach the server.
    await otp.fill(code);
    await confirm.fill('new-Pass-43');
    await change.click();
    await expectMarked(
      page,
      t('ResetPassword', 'lbl_reset_confirm_password'),
      message(lang, 'passwordMismatch'),
    );
    await expect(newPassword).toHaveValue('new-Pass-42');

    await confirm.fill('new-Pass-42');
    await axe();
    await change.click();
    await expect(toast(page, 'success', message(lang, 'resetStep2Success'))).toBeVisible();
    await expect(page).toHaveURL(`/${lang}/login`);
    await logIn(page, lang, { email: shopper.email, password: 'new-Pass-42' });
  });

  test(`[${lang}] each login and signup rule is said, marked on its field and keeps the input`, async ({
    page,
    axe,
  }) => {
    const t = text(lang);
    const en = lang === 'en';
    await page.goto(`/${lang}/login`);
    const login = main(page).getByRole('button', { name: t('Login', 'lbl_login_loginbtn') });
    await login.click();
    const emailRequired = en ? 'Email is required' : 'البريد الإلكتروني مطلوب';
    await expect(toast(page, 'error', emailRequired)).toBeVisible();
    await expectMarked(page, t('Login', 'lbl_login_email'), emailRequired);
    await axe();
    await main(page)
      .getByLabel(t('Login', 'lbl_login_email'), { exact: true })
      .fill('nobody@example.com');
    await login.click();
    await expectMarked(
      page,
      t('Login', 'lbl_login_password'),
      en ? 'Password is required' : 'كلمة المرور مطلوبة',
    );

    // The show-password toggle.
    const password = main(page).getByLabel(t('Login', 'lbl_login_password'), { exact: true });
    await password.fill('not-the-password');
    const toggle = main(page).getByRole('button', { name: t('Common', 'lbl_cmn_show_password') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await login.click();
    await expect(toast(page, 'error', message(lang, 'loginFailure'))).toBeVisible();
    await expect(password).toHaveValue('not-the-password');

    await page.goto(`/${lang}/signup`);
    const form = main(page);
    const submit = form.getByRole('button', { name: t('Signup', 'lbl_singup_submitbnt') });
    const field = (id: Parameters<typeof t<'Signup'>>[1]) =>
      form.getByLabel(t('Signup', id), { exact: true });
    // Each rule in turn: its field, its message in English and Arabic, and what mends it (text
    // typed into that field, a step of its own, or nothing: the next rule's field).
    type Step = [Parameters<typeof t<'Signup'>>[1], string, string, Mend];
    type Mend = string | (() => Promise<unknown>) | null;
    const steps: Step[] = [
      ['lbl_singup_fname', 'First Name is required', 'الاسم الأول مطلوب', 'Asha'],
      ['lbl_singup_lname', 'Last Name is required', 'اسم العائلة مطلوب', 'Verma'],
      ['lbl_singup_email', 'Email is required', 'البريد الإلكتروني مطلوب', 'asha@'],
      [
        'lbl_singup_email',
        'Please enter valid email address',
        'يرجى إدخال عنوان بريد إلكتروني صحيح',
        uniqueEmail('rules'),
      ],
      ['lbl_singup_password', 'Password is required', 'كلمة المرور مطلوبة', '1234567'],
      [
        'lbl_singup_password',
        'Password min length should be 8 characters',
        'يجب ألا يقل طول كلمة المرور عن 8 أحرف',
        'qwerty123',
      ],
      [
        'lbl_singup_country',
        'Country is required',
        'الدولة مطلوبة',
        () => field('lbl_singup_country').selectOption({ index: 1 }),
      ],
      ['lbl_singup_shippa', 'Shipping address is required', 'عنوان الشحن مطلوب', '12 MG Road'],
      // A common password is refused too (ASVS 6.2.4), under its field.
      [
        'lbl_singup_password',
        'This password is too common. Please choose another.',
        'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور أخرى.',
        null,
      ],
    ];
    for (const [id, english, arabic, mend] of steps) {
      const expected = en ? english : arabic;
      await submit.click();
      await expect(toast(page, 'error', expected)).toBeVisible();
      await expectMarked(page, t('Signup', id), expected);
      if (typeof mend === 'string') await field(id).fill(mend);
      else await mend?.();
    }
    // What was typed is still there.
    await expect(field('lbl_singup_fname')).toHaveValue('Asha');
    await expect(field('lbl_singup_password')).toHaveValue('qwerty123');

    await page.goto(`/${lang}/reset-password`);
    await main(page)
      .getByLabel(t('ResetPassword', 'lbl_reset_email'), { exact: true })
      .fill('asha@');
    await main(page)
      .getByRole('button', { name: t('ResetPassword', 'lbl_reset_send') })
      .click();
    await expectMarked(page, t('ResetPassword', 'lbl_reset_email'), message(lang, 'invalidEmail'));
  });

  test(`[${lang}] a seller request checks the confirmation, is stored, and refuses a second one`, async ({
    page,
    api,
    axe,
  }) => {
    const t = text(lang);
    const places = await placesWithCities(api, lang);
    const email = uniqueEmail(`seller-${lang}`);
    await page.goto(`/${lang}/become-seller`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('BecomeVendor', 'lbl_becomeseller_crtaccount'),
    );
    const form = main(page);
    const field = (id: Parameters<typeof t<'BecomeVendor'>>[1]) =>
      form.getByLabel(t('BecomeVendor', id), { exact: true });
    const send = form.getByRole('button', { name: t('BecomeVendor', 'lbl_becomeseller_send') });

    await send.click();
    const firstRequired = lang === 'en' ? 'First name is required' : 'الاسم الأول مطلوب';
    await expectMarked(page, t('BecomeVendor', 'lbl_becomeseller_fname'), firstRequired);
    await axe();

    await field('lbl_becomeseller_fname').fill('Ravi');
    await field('lbl_becomeseller_lname').fill('Kumar');
    await field('lbl_becomeseller_email').fill(email);
    await field('lbl_becomeseller_country').selectOption({ label: places.country });
    await field('lbl_becomeseller_province').selectOption({ label: places.states[0].name });
    await field('lbl_becomeseller_city').selectOption({ label: places.states[0].city });
    await field('lbl_becomeseller_contact').fill('9830012345');
    await field('lbl_becomeseller_pcode').fill(places.states[0].pin);
    await field('lbl_becomeseller_password').fill('seller-Pass-1');
    await field('lbl_becomeseller_confpassword').fill('seller-Pass-2');
    await field('lbl_becomeseller_homeadr').fill('4 Park Street, Kolkata');
    await send.click();
    await expect(toast(page, 'error', message(lang, 'passwordMismatch'))).toBeVisible();
    await expectMarked(
      page,
      t('BecomeVendor', 'lbl_becomeseller_confpassword'),
      message(lang, 'passwordMismatch'),
    );

    await field('lbl_becomeseller_confpassword').fill('seller-Pass-1');
    await send.click();
    await expect(toast(page, 'success', message(lang, 'sellerSuccess'))).toBeVisible();
    await expect(field('lbl_becomeseller_email')).toHaveValue('');
    const [request] = await sellerRequestsWithEmail(email);
    expect(request).toMatchObject({ first_name: 'Ravi', status: 'pending' });
    expect(String(request?.password_hash)).not.toContain('seller-Pass-1');

    // The same e-mail again (another case): refused, on the e-mail field.
    await field('lbl_becomeseller_fname').fill('Ravi');
    await field('lbl_becomeseller_lname').fill('Kumar');
    await field('lbl_becomeseller_email').fill(email.toUpperCase());
    await field('lbl_becomeseller_country').selectOption({ label: places.country });
    await field('lbl_becomeseller_password').fill('seller-Pass-1');
    await field('lbl_becomeseller_confpassword').fill('seller-Pass-1');
    await field('lbl_becomeseller_homeadr').fill('4 Park Street, Kolkata');
    await send.click();
    await expectMarked(
      page,
      t('BecomeVendor', 'lbl_becomeseller_email'),
      message(lang, 'emailExists'),
    );
  });
}

test.describe('a token revoked on the server', () => {
  // The refused call is logged by Chromium itself ("the server responded with a status of 401"):
  // that answer is what this test is about.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('logs the shopper out and sends them to login, saying why', async ({ page, api }) => {
    const shopper = await signedUpShopper(api, 'revoked');
    await logIn(page, 'en', shopper);
    const token = (await stored(page, 'Token')) ?? '';
    // Another device logs this session out (Bazaar's logout revokes the presented token).
    const revoked = await page.request.post(endpointPath(ENDPOINTS.logout), {
      data: { requestParameters: {} },
      headers: { Token: token, UserID: '' },
    });
    expect(revoked.status()).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: shopper.firstName }).click();
    await page.getByRole('dialog').getByRole('link', { name: /1\./ }).click();
    await main(page).getByRole('button', { name: 'Update Profile' }).click();
    await expect(toast(page, 'error', message('en', 'sessionExpired'))).toBeVisible();
    // Logging in again brings the shopper back to the profile (deviation 12).
    await expect(page).toHaveURL('/en/login?returnTo=%2Fen%2Fupdate-profile');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await stored(page, 'user')).toBe('{}');
    expect(await stored(page, 'Token')).toBeNull();
  });
});

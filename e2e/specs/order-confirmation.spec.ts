// The order confirmation page and the way back from login (issue #19, deviations 12 and 14),
// against the real server: a cash-on-delivery order lands on its confirmation (number, items,
// the server's totals, an empty cart) in English and Arabic, on a desktop and a phone; only its
// shopper sees it; a visitor's checkout goes through sign-up or login and back to checkout.
import { formatPaise } from '@bazaar/contract/money/money-text';
import { rupeesToPaise } from '@bazaar/contract/money/paise';
import type { Page } from '@playwright/test';
import { test, expect, testPerLanguageAndDevice } from '../fixtures.ts';
import { placesWithCities, signedUpShopper, text } from '../accounts.ts';
import {
  checkoutControls,
  label,
  loggedInShopper,
  placeByCashOnDelivery,
  sellableProducts,
  shopperAtCheckout,
  storedCart,
  withCart,
  type Lang,
} from '../checkout.ts';
import { uniqueEmail } from '../db.ts';
import { waitForIdle } from '../ui.ts';

/** Opens `path` and waits until the app has stored its state (so withCart is not overwritten). */
async function appReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('persist:root') !== null))
    .toBe(true);
  await waitForIdle(page);
}

const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

testPerLanguageAndDevice(
  "cash on delivery ends on the order's confirmation",
  async ({ page, api, request, axe }, { lang, slot }) => {
    const t = label(lang);
    const { lines } = await shopperAtCheckout(page, api, request, lang, 6 + slot, 2);
    await expect(checkoutControls(page, lang).placeOrder).toBeEnabled();
    const orderNumber = await placeByCashOnDelivery(page, lang);

    expect(orderNumber).toMatch(/^BZ/);
    // The server's own figures and names for this cart, in the page's language.
    const priced = await api.call('getCartItems', {
      cartJsonData: JSON.stringify(lines),
      languageCode: lang,
    });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      t('OrdersHistory', 'lbl_ordconf_title'),
    );
    const [item] = priced.productsData;
    const row = main.getByRole('rowheader');
    await expect(row).toContainText(item?.ProductName ?? '?');
    for (const option of item?.SelectedAttributes ?? []) {
      await expect(row).toContainText(option.AttributeValue);
    }
    await expect(main.getByTestId('order-total')).toHaveText(rupees(priced.orderTotal));
    await expect(main).toContainText(t('OrdersHistory', 'lbl_ordconf_method_cod'));
    await expect(main.getByTestId('expected-delivery')).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: new RegExp(`${text(lang)('Navbar', 'lbl_hdr_cart')}\\s*\\(0\\)`),
      }),
    ).toBeVisible();
    expect((await storedCart(page)).count).toBe(0);
    await axe();
  },
);

test.describe('an order is its shopper’s alone', () => {
  // The other shopper's request answers HTTP 404, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('[en] a visitor logs in first and comes back; another shopper sees not found', async ({
    page,
    browser,
    api,
    request,
  }) => {
    // Three browsers and three logins on a shared two-core machine.
    test.setTimeout(120_000);
    const lang = 'en';
    const t = label(lang);
    const { shopper: owner } = await shopperAtCheckout(page, api, request, lang, 10);
    await expect(checkoutControls(page, lang).placeOrder).toBeEnabled();
    const orderNumber = await placeByCashOnDelivery(page, lang);
    const url = `/${lang}/order-confirmation/${orderNumber}`;
    const baseURL = test.info().project.use.baseURL;

    // Another browser: a visitor, sent to log in and brought back to the order.
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(url);
    await expect(visitor).toHaveURL(`/${lang}/login?returnTo=${encodeURIComponent(url)}`);
    const form = visitor.getByRole('main');
    await form.getByLabel(t('Login', 'lbl_login_email'), { exact: true }).fill(owner.email);
    await form.getByLabel(t('Login', 'lbl_login_password'), { exact: true }).fill(owner.password);
    await form.getByRole('button', { name: t('Login', 'lbl_login_loginbtn') }).click();
    await expect(visitor).toHaveURL(url);
    await expect(form.getByTestId('order-number')).toHaveText(orderNumber);

    // A third: another shopper, who is told the page does not exist.
    const other = await (await browser.newContext({ baseURL })).newPage();
    await loggedInShopper(other, api, lang);
    await other.goto(url);
    await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      t('Common', 'lbl_cmn_not_found_title'),
    );
    await expect(other.getByTestId('order-number')).toHaveCount(0);
  });
});

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  const t = label(lang);

  test(`[${lang}] a visitor's cart: Proceed to Checkout, sign up, back on checkout with the cart`, async ({
    page,
    api,
    request,
    axe,
  }) => {
    test.setTimeout(60_000);
    const lines = await sellableProducts(api, request, 1, { quantity: 1, skip: 11 });
    await appReady(page, `/${lang}/`);
    await withCart(page, lines, `/${lang}/cart`);
    await page.getByRole('link', { name: t('Cart', 'lbl_cart_proc_check') }).click();
    const checkout = `/${lang}/checkout`;
    await expect(page).toHaveURL(`/${lang}/login?returnTo=${encodeURIComponent(checkout)}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: t('Login', 'lbl_login_createacnt') })
      .click();
    await expect(page).toHaveURL(`/${lang}/signup?returnTo=${encodeURIComponent(checkout)}`);
    await axe();

    const places = await placesWithCities(api, lang);
    const [state] = places.states;
    const form = page.getByRole('main');
    const say = text(lang);
    const field = (id: Parameters<typeof say<'Signup'>>[1]) =>
      form.getByLabel(say('Signup', id), { exact: true });
    await field('lbl_singup_fname').fill('Asha');
    await field('lbl_singup_lname').fill('Verma');
    await field('lbl_singup_email').fill(uniqueEmail(`return-${lang}`));
    await field('lbl_singup_password').fill('sign-Up-pass-7');
    await field('lbl_singup_country').selectOption({ label: places.country });
    await field('lbl_singup_province').selectOption({ label: state.name });
    await field('lbl_singup_city').selectOption({ label: state.city });
    await field('lbl_singup_contact').fill('+91 98200 12345');
    await field('lbl_singup_pcode').fill(state.pin);
    await field('lbl_singup_shippa').fill('12 MG Road');
    await form.getByRole('button', { name: say('Signup', 'lbl_singup_submitbnt') }).click();

    await expect(page).toHaveURL(checkout);
    await expect(checkoutControls(page, lang).placeOrder).toBeEnabled();
    expect((await storedCart(page)).count).toBe(1);
  });

  test(`[${lang}] a visitor's checkout: log in, back on checkout`, async ({
    page,
    api,
    request,
  }) => {
    const lines = await sellableProducts(api, request, 1, { quantity: 1, skip: 12 });
    const shopper = await signedUpShopper(api, `return-login-${lang}`);
    await appReady(page, `/${lang}/`);
    await withCart(page, lines, `/${lang}/checkout`);
    const checkout = `/${lang}/checkout`;
    await expect(page).toHaveURL(`/${lang}/login?returnTo=${encodeURIComponent(checkout)}`);
    const main = page.getByRole('main');
    await main.getByLabel(t('Login', 'lbl_login_email'), { exact: true }).fill(shopper.email);
    await main.getByLabel(t('Login', 'lbl_login_password'), { exact: true }).fill(shopper.password);
    await main.getByRole('button', { name: t('Login', 'lbl_login_loginbtn') }).click();
    await expect(page).toHaveURL(checkout);
    await expect(checkoutControls(page, lang).placeOrder).toBeEnabled();
  });
}

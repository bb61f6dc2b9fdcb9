// Checkout (issue #10), against the real server and the sandbox gateway: cash on delivery with
// its confirmation, the card in Arabic, the online wallet's approval, a double
// click that still makes one order, the visitor and empty-cart redirects, in English and
// Arabic, with axe-core on the page and on every dialog.
import { formatPaise } from '@bazaar/contract/money/money-text';
import { rupeesToPaise } from '@bazaar/contract/money/paise';
import { test, expect } from '../fixtures.ts';
import {
  GOOD_CARD,
  checkoutControls,
  expectOrderPlaced,
  label,
  loggedInShopper,
  payByCard,
  placeByCashOnDelivery,
  say,
  sellableProducts,
  shopperAtCheckout,
  storedCart,
  withCart,
  type Lang,
} from '../checkout.ts';
import { setProductStock } from '../db.ts';
import { toast } from '../ui.ts';

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  const t = label(lang);

  test(`[${lang}] a visitor is sent to login; an empty cart goes home with '${say(lang, 'cartEmpty')}'`, async ({
    page,
    api,
  }) => {
    await page.goto(`/${lang}/checkout`);
    // Login will bring the shopper back to checkout (deviation 12).
    await expect(page).toHaveURL(`/${lang}/login?returnTo=%2F${lang}%2Fcheckout`);
    await loggedInShopper(page, api, lang);
    await page.goto(`/${lang}/checkout`);
    await expect(page).toHaveURL(`/${lang}/`);
    await expect(toast(page, 'error', say(lang, 'cartEmpty'))).toBeVisible();
  });

  test(`[${lang}] cash on delivery: the details, the server's figures, the question, the order`, async ({
    page,
    api,
    request,
    axe,
  }) => {
    const { shopper, lines } = await shopperAtCheckout(
      page,
      api,
      request,
      lang,
      lang === 'en' ? 0 : 1,
      2,
    );
    const priced = await api.call('getCartItems', {
      cartJsonData: JSON.stringify(lines),
      languageCode: lang,
    });
    const controls = checkoutControls(page, lang);
    const main = page.getByRole('main');
    // The delivery step: the sign-up address chosen (the default), the contact e-mail beside it.
    await expect(main.getByRole('radio', { name: new RegExp(shopper.firstName) })).toBeChecked();
    await expect(main.getByTestId('delivery-address')).toContainText(shopper.email);
    await expect(controls.orderTable).toContainText(formatPaise(rupeesToPaise(priced.orderTotal)));
    await expect(controls.method).toHaveValue('5');
    await expect(controls.placeOrder).toBeEnabled();
    await axe();

    await controls.method.selectOption('6');
    await controls.placeOrder.click();
    await expect(controls.confirm).toContainText(say(lang, 'orderConfirm'));
    await axe();
    // Escape answers "no": nothing is ordered and the cart stays.
    await page.keyboard.press('Escape');
    await expect(controls.confirm).toBeHidden();
    await expect(controls.placeOrder).toBeFocused();
    expect((await storedCart(page)).count).toBe(1);

    await placeByCashOnDelivery(page, lang);
  });

  test(`[${lang}] the card and wallet modals are labelled, in test mode, and pass axe`, async ({
    page,
    api,
    request,
    axe,
  }) => {
    await shopperAtCheckout(page, api, request, lang, lang === 'en' ? 2 : 3);
    const controls = checkoutControls(page, lang);
    await controls.placeOrder.click();
    await expect(controls.cardModal).toContainText(t('CardSection', 'lbl_card_test_mode'));
    await expect(controls.cardModal.getByLabel(t('CardSection', 'lbl_card_number'))).toBeVisible();
    await axe();
    await page.keyboard.press('Escape');
    await expect(controls.cardModal).toBeHidden();

    await controls.method.selectOption('2');
    await controls.placeOrder.click();
    await expect(controls.walletModal).toContainText(t('Checkout', 'lbl_check_test_mode'));
    await expect(
      controls.walletModal.getByRole('button', { name: t('Checkout', 'lbl_check_wallet_approve') }),
    ).toBeEnabled();
    await axe();
    await controls.walletModal
      .getByRole('button', { name: t('Checkout', 'lbl_check_cancel') })
      .click();
    await expect(controls.walletModal).toBeHidden();
    expect((await storedCart(page)).count).toBe(1);
  });
}

test('[ar] the sandbox card pays in Arabic', async ({ page, api, request }) => {
  const lang = 'ar';
  await shopperAtCheckout(page, api, request, lang, 5);
  await checkoutControls(page, lang).placeOrder.click();
  await payByCard(page, lang, GOOD_CARD);
  await expectOrderPlaced(page, lang);
});

test('[ar] an order short of stock is refused wholly in Arabic, naming the Arabic product', async ({
  page,
  api,
  request,
}) => {
  const lang = 'ar';
  const t = label(lang);
  await loggedInShopper(page, api, lang);
  const lines = await sellableProducts(api, request, 1, { quantity: 2, skip: 6 });
  const productId = lines[0]?.ProductId ?? 0;
  const cart = await api.call('getCartItems', {
    cartJsonData: JSON.stringify(lines),
    languageCode: lang,
  });
  const name = cart.productsData[0]?.ProductName ?? '';
  expect(name).toMatch(/[\u0600-\u06FF]/);
  await withCart(page, lines, `/${lang}/checkout`);
  const controls = checkoutControls(page, lang);
  await expect(controls.placeOrder).toBeEnabled();
  // Another shopper bought all but one meanwhile: the server refuses the order, naming it.
  const stock = await setProductStock(productId, 1);
  try {
    await controls.method.selectOption('6');
    await controls.placeOrder.click();
    await controls.confirm
      .getByRole('button', { name: t('Checkout', 'lbl_check_confirm_yes') })
      .click();
    const message = `تبقّى 1 فقط من ${name}. يرجى تقليل الكمية ثم المحاولة مرة أخرى.`;
    expect(message).not.toMatch(/[A-Za-z]/);
    await expect(toast(page, 'error', message)).toBeVisible();
    expect((await storedCart(page)).count).toBe(1);
  } finally {
    await setProductStock(productId, stock);
  }
});

test('[en] the online wallet shows the server amount, is approved, and the order is placed', async ({
  page,
  api,
  request,
}) => {
  const lang = 'en';
  const t = label(lang);
  const { lines } = await shopperAtCheckout(page, api, request, lang, 6, 3);
  const priced = await api.call('getCartItems', {
    cartJsonData: JSON.stringify(lines),
    languageCode: lang,
  });
  const controls = checkoutControls(page, lang);
  await controls.method.selectOption('2');
  await controls.placeOrder.click();
  await expect(controls.walletModal).toContainText(formatPaise(rupeesToPaise(priced.orderTotal)));
  await controls.walletModal
    .getByRole('button', { name: t('Checkout', 'lbl_check_wallet_approve') })
    .click();
  await expectOrderPlaced(page, lang);
});

test('[en] a double click on Place Order and on Yes makes one order', async ({
  page,
  api,
  request,
}) => {
  const lang = 'en';
  const t = label(lang);
  await shopperAtCheckout(page, api, request, lang, 7);
  const controls = checkoutControls(page, lang);
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('post-customer-order')) orders.push(request.url());
  });
  await controls.method.selectOption('6');
  await controls.placeOrder.dblclick();
  await controls.confirm
    .getByRole('button', { name: t('Checkout', 'lbl_check_confirm_yes') })
    .dblclick();
  await expectOrderPlaced(page, lang);
  expect(orders).toHaveLength(1);

  await page.goto(`/${lang}/orders-history`);
  await expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveCount(2);
});

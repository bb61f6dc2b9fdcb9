// Checkout with Razorpay configured for cards (issue #21), in English and Arabic: a server of its
// own (PAYMENT_CARD_PROVIDER=razorpay, its SDK pointed at a local stand-in of Razorpay's API),
// checkout.js replaced by a stand-in served at Razorpay's own address (page.route), so the page's
// CSP is exercised as it would be. The checkout loads the script only there, opens the sheet on
// the server's Razorpay order for the server's amount, and the order is placed once the server
// has checked the signature and read the payment back.
import { test, expect } from '../fixtures.ts';
import {
  checkoutControls,
  expectOrderPlaced,
  loggedInShopper,
  sellableProducts,
  withCart,
} from '../checkout.ts';
import { useProviderShop } from '../provider-shop.ts';
import {
  CHECKOUT_JS,
  RAZORPAY_TEST_KEYS,
  sign,
  startRazorpayApi,
  type RazorpayApi,
} from '../razorpay-stand-in.ts';

const BASE = Number(process.env.E2E_PORT ?? 3100);
const SHOP_PORT = BASE + 1;
const API_PORT = BASE + 2;
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${SHOP_PORT}` });

let razorpay: RazorpayApi;

test.beforeAll(async () => {
  razorpay = await startRazorpayApi(API_PORT);
});
test.afterAll(async () => {
  await razorpay.close();
});
useProviderShop('razorpay', SHOP_PORT, {
  PAYMENT_CARD_PROVIDER: 'razorpay',
  ...RAZORPAY_TEST_KEYS,
  RAZORPAY_API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
});

test.beforeEach(async ({ page }) => {
  await page.exposeFunction('razorpaySign', sign);
  await page.route(CHECKOUT_SCRIPT, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: CHECKOUT_JS }),
  );
});

for (const lang of ['en', 'ar'] as const) {
  test(`[${lang}] pays by card in Razorpay Checkout, the server’s amount, and places the order`, async ({
    page,
    api,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith('https://checkout.razorpay.com')) scripts.push(req.url());
    });
    await loggedInShopper(page, api, lang);
    // Home and login pages never load Razorpay's script.
    expect(scripts).toEqual([]);
    const lines = await sellableProducts(api, request, 1, {
      skip: lang === 'en' ? 3 : 4,
      quantity: 2,
    });
    await withCart(page, lines, `/${lang}/checkout`);
    const controls = checkoutControls(page, lang);
    const card = lang === 'en' ? 'UPI, cards, netbanking (Razorpay)' : /البطاقات.*Razorpay/;
    await expect(controls.method.locator('option[value="5"]')).toHaveText(card);
    await expect(controls.method).toHaveValue('5');
    await expect(controls.placeOrder).toBeEnabled();
    await controls.placeOrder.click();

    const sheet = page.getByRole('dialog', { name: 'Razorpay Checkout (test stand-in)' });
    await expect(sheet).toBeVisible();
    expect(scripts).toEqual([CHECKOUT_SCRIPT]);
    const orderId = (await sheet.getAttribute('data-order')) ?? '';
    const order = razorpay.orders.get(orderId);
    expect(await sheet.getAttribute('data-key')).toBe(RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID);
    expect(Number(await sheet.getAttribute('data-amount'))).toBe(order?.amount);
    await sheet.getByRole('button', { name: /^Pay INR/ }).click();

    await expectOrderPlaced(page, lang);
    // The server read the payment back from Razorpay before it wrote the order.
    expect(razorpay.calls).toContain(`GET /v1/payments/pay_${orderId.replace(/^order_/, '')}`);
  });
}

test('closing the sheet places nothing and lets the shopper try again', async ({
  page,
  api,
  request,
}) => {
  await loggedInShopper(page, api, 'en');
  const lines = await sellableProducts(api, request, 1, { skip: 5 });
  await withCart(page, lines, '/en/checkout');
  const controls = checkoutControls(page, 'en');
  await controls.placeOrder.click();
  const sheet = page.getByRole('dialog', { name: 'Razorpay Checkout (test stand-in)' });
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(controls.placeOrder).toBeEnabled();
  await expect(page).toHaveURL('/en/checkout');
});

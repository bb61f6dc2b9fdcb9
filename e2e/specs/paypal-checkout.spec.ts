// Checkout with PayPal taking the online wallet (issue #21), in English and Arabic: a server of
// its own (PAYMENT_WALLET_PROVIDER=paypal, its SDK reaching a local stand-in of PayPal's API),
// PayPal's SDK script replaced by a stand-in served at PayPal's own address (page.route), so the
// page's CSP is the real one. The script is loaded only on checkout; the buttons open the
// server's PayPal order, and once approved the server captures it, reads it back and places it.
import { test, expect } from '../fixtures.ts';
import {
  checkoutControls,
  expectOrderPlaced,
  loggedInShopper,
  sellableProducts,
  withCart,
} from '../checkout.ts';
import { useProviderShop } from '../provider-shop.ts';
import { PAYPAL_JS, PAYPAL_TEST_KEYS, startPaypalApi, type PaypalApi } from '../paypal-stand-in.ts';

const BASE = Number(process.env.E2E_PORT ?? 3100);
const SHOP_PORT = BASE + 5;
const API_PORT = BASE + 6;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${SHOP_PORT}` });

let paypal: PaypalApi;

test.beforeAll(async () => {
  paypal = await startPaypalApi(API_PORT);
});
test.afterAll(() => paypal.close());
useProviderShop('paypal', SHOP_PORT, {
  PAYMENT_WALLET_PROVIDER: 'paypal',
  PAYMENT_CURRENCY: 'USD',
  ...PAYPAL_TEST_KEYS,
  PAYPAL_API_STAND_IN: `http://127.0.0.1:${API_PORT}`,
});

test.beforeEach(async ({ page }) => {
  await page.route('https://www.paypal.com/sdk/js**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: PAYPAL_JS }),
  );
});

for (const lang of ['en', 'ar'] as const) {
  test(`[${lang}] pays with PayPal, the server’s amount, and places the order`, async ({
    page,
    api,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith('https://www.paypal.com')) scripts.push(req.url());
    });
    await loggedInShopper(page, api, lang);
    // Home and login pages never load PayPal's script.
    expect(scripts).toEqual([]);
    const lines = await sellableProducts(api, request, 1, { skip: lang === 'en' ? 5 : 6 });
    await withCart(page, lines, `/${lang}/checkout`);
    const controls = checkoutControls(page, lang);
    await controls.method.selectOption('2');
    await controls.placeOrder.click();

    const button = page.getByRole('button', { name: 'PayPal (test stand-in)' });
    await expect(button).toBeVisible();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(`client-id=${PAYPAL_TEST_KEYS.PAYPAL_CLIENT_ID}`);
    await button.click();

    await expectOrderPlaced(page, lang);
    const captured = [...paypal.orders.entries()].filter(([, order]) => order.captured);
    expect(captured.length).toBeGreaterThan(0);
    expect(paypal.calls.some((call) => call.endsWith('/capture'))).toBe(true);
  });
}

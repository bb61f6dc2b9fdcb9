// Checkout with Stripe taking cards (issue #21), in English and Arabic: a server of its own
// (PAYMENT_CARD_PROVIDER=stripe, its SDK pointed at a local stand-in of Stripe's API), Stripe.js
// replaced by a stand-in served at Stripe's own address (page.route), so the page's CSP is the
// real one. Stripe.js is loaded only on checkout; the card becomes a PaymentMethod whose id the
// server charges through a PaymentIntent for its own amount, and the order is placed.
import { test, expect } from '../fixtures.ts';
import {
  checkoutControls,
  expectOrderPlaced,
  loggedInShopper,
  sellableProducts,
  withCart,
} from '../checkout.ts';
import { useProviderShop } from '../provider-shop.ts';
import { STRIPE_JS, STRIPE_TEST_KEYS, startStripeApi, type StripeApi } from '../stripe-stand-in.ts';

const BASE = Number(process.env.E2E_PORT ?? 3100);
const SHOP_PORT = BASE + 3;
const API_PORT = BASE + 4;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${SHOP_PORT}` });

let stripe: StripeApi;

test.beforeAll(async () => {
  stripe = await startStripeApi(API_PORT);
});
test.afterAll(() => stripe.close());
useProviderShop('stripe', SHOP_PORT, {
  PAYMENT_CARD_PROVIDER: 'stripe',
  ...STRIPE_TEST_KEYS,
  STRIPE_API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
});

test.beforeEach(async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS }),
  );
});

for (const lang of ['en', 'ar'] as const) {
  test(`[${lang}] pays by card with Stripe, the server’s amount, and places the order`, async ({
    page,
    api,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith('https://js.stripe.com')) scripts.push(req.url());
    });
    await loggedInShopper(page, api, lang);
    // Home and login pages never load Stripe.js.
    expect(scripts).toEqual([]);
    const lines = await sellableProducts(api, request, 1, { skip: lang === 'en' ? 3 : 4 });
    await withCart(page, lines, `/${lang}/checkout`);
    const controls = checkoutControls(page, lang);
    await expect(controls.method).toHaveValue('5');
    await controls.placeOrder.click();

    const card = page.getByRole('textbox', { name: 'Card (Stripe test stand-in)' });
    await expect(card).toBeVisible();
    expect(scripts).toHaveLength(1);
    expect(await card.getAttribute('data-key')).toBe(STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY);
    await card.fill('4242');
    await page.getByRole('dialog').locator('button[type="submit"]').click();

    await expectOrderPlaced(page, lang);
    const intent = stripe.intents.at(-1);
    expect(intent?.get('payment_method')).toBe('pm_standin4242');
    expect(intent?.get('metadata[reference]')).toMatch(/^attempt-\d+$/);
  });
}

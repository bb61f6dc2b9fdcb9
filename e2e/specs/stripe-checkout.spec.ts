// Checkout with Stripe taking cards (issue #21), in English and Arabic: a server of its own
// (PAYMENT_CARD_PROVIDER=stripe, its SDK pointed at a local stand-in of Stripe's API), Stripe.js
// replaced by a stand-in served at Stripe's own address (page.route), so the page's CSP is the
// real one. Stripe.js is loaded only on checkout; the card becomes a PaymentMethod whose id the
// server charges through a PaymentIntent for its own amount, and the order is placed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../fixtures.ts';
import {
  checkoutControls,
  expectOrderPlaced,
  loggedInShopper,
  sellableProducts,
  withCart,
} from '../checkout.ts';
import { REPO_ROOT, runEnvironment } from '../run-env.ts';
import { STRIPE_JS, STRIPE_TEST_KEYS, startStripeApi, type StripeApi } from '../stripe-stand-in.ts';

const BASE = Number(process.env.E2E_PORT ?? 3100);
const SHOP_PORT = BASE + 3;
const API_PORT = BASE + 4;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${SHOP_PORT}` });

let shop: ChildProcess | undefined;
let stripe: StripeApi;
let dataDir: string;

test.beforeAll(async () => {
  stripe = await startStripeApi(API_PORT);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-stripe-e2e-'));
  shop = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(SHOP_PORT),
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(dataDir, 'bazaar.db'),
      FILES_DIR: path.join(dataDir, 'files'),
      MAIL_DIR: path.join(dataDir, 'mail'),
      WEB_DIST_DIR: runEnvironment().webDistDir,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
      AUTH_ATTEMPTS_PER_ADDRESS: '100000',
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
      KEEP_ALIVE_TIMEOUT_MS: '120000',
      PAYMENT_CARD_PROVIDER: 'stripe',
      ...STRIPE_TEST_KEYS,
      STRIPE_API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
    },
  });
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${SHOP_PORT}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600 || shop.exitCode !== null) throw new Error('the Stripe shop did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  shop?.kill('SIGTERM');
  await new Promise((resolve) =>
    shop?.exitCode !== null ? resolve(null) : shop.once('exit', resolve),
  );
  await stripe.close();
  rmSync(dataDir, { recursive: true, force: true });
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

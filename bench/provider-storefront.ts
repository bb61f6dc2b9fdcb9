// The provider's own storefront (vlyd04/noors1), pointed at this server: builds a local copy of
// it (kept outside this repository, never committed) for our server, drives each of its screens
// headless in /en/ and /ar/ and prints the screen × language table and the broken cells. A cell
// is broken when the screen shows an error toast, makes a failing API call (HTTP ≥ 400, or an
// envelope statusCode ≥ 400, or no answer), throws a JS error, or lacks its main content.
// Usage (see bench/README.md for getting the copy):
//   npm run bench:provider -w @bazaar/bench -- /work/provider-storefront
//   PROVIDER_STOREFRONT=… BENCH_PORT=3260 BAZAAR_SERVER_ROOT=<another checkout> (optional)
/// <reference lib="dom" />
import path from 'node:path';
// Playwright comes with the e2e workspace (hoisted); the bench adds no dependency of its own.
import { chromium, type Page, type Response } from '@playwright/test';
import { buildStorefront, serveBuild } from './provider-storefront-build.ts';
import { prepareData, type BenchData } from './provider-storefront-data.ts';
import { startServer } from './server-process.ts';

const storefrontArg = process.argv[2] ?? process.env.PROVIDER_STOREFRONT;
if (!storefrontArg) {
  console.error('Give the folder of the provider storefront copy (see bench/README.md).');
  process.exit(2);
}
const storefront = path.resolve(storefrontArg);
const port = Number(process.env.BENCH_PORT ?? 3260);
const serverRoot = process.env.BAZAAR_SERVER_ROOT;
const LANGS = ['en', 'ar'] as const;
/** Page errors that only say a third-party script could not load (the bench runs offline). */
const OFFLINE_ONLY = /^Failed to load Stripe\.js$/;
type Lang = (typeof LANGS)[number];

interface Screen {
  name: string;
  /** Its address under /{lang}. */
  path: (data: BenchData) => string;
  /** Selector of its main content, and how many must show. */
  main: string;
  min?: number;
  loggedIn?: boolean;
  /** A further check after it settled: a problem, or null. */
  check?: (page: Page, data: BenchData) => Promise<string | null>;
}

/** A product card whose picture link stacks more than main and hover pictures. */
async function raggedCards(page: Page): Promise<string | null> {
  const counts = await page.$$eval('.single-product-box .product-image a', (links) =>
    links.map((link) => link.querySelectorAll('img').length),
  );
  const ragged = counts.filter((count) => count > 2).length;
  return ragged > 0 ? `${ragged} product cards stack more than 2 pictures` : null;
}

/** Its checkout shows OrderTotal − DiscountValueAfterCouponAppliedWithQuantity after a coupon. */
async function couponTotal(page: Page, data: BenchData): Promise<string | null> {
  if (!data.coupon) return 'no seeded coupon applies to the bench cart';
  await page.getByPlaceholder('Enter Coupon Code').fill(data.coupon.code);
  await page.locator('#lbl_check_applycpn').click();
  const struck = page.locator('.order-table del').first();
  if (
    !(await struck.waitFor({ timeout: 8000 }).then(
      () => true,
      () => false,
    ))
  ) {
    return `coupon ${data.coupon.code} shows no discounted total`;
  }
  const cell = (await struck.locator('xpath=..').innerText()).replace(/,/g, '');
  const shown = Number(/([\d.]+)\s*$/.exec(cell)?.[1]);
  return Math.abs(shown - data.coupon.shopperPays) < 0.01
    ? null
    : `coupon total shows ${shown}, the shopper pays ${data.coupon.shopperPays}`;
}

const SCREENS: Screen[] = [
  { name: 'home', path: () => '/', main: '.single-product-box', check: raggedCards },
  {
    name: 'listing',
    path: () => '/all-products/0/all-categories',
    main: '.products-collections-area .single-product-box',
    check: raggedCards,
  },
  {
    name: 'product',
    path: (d) => `/product-detail/${d.product.id}/${d.product.category}/${d.product.name}`,
    main: '.product-details-content .new-price',
  },
  {
    name: 'campaign',
    path: (d) =>
      d.campaign ? `/campaign/${d.campaign.id}/${d.campaign.title}` : '/campaign/0/none',
    main: '.about-area img',
  },
  { name: 'contact', path: () => '/contact-us', main: '.contact-form' },
  { name: 'about', path: () => '/about', main: '.about-area' },
  { name: 'faq', path: () => '/faq', main: '.faq-accordion' },
  { name: 'login', path: () => '/login', main: '#lbl_login_loginbtn' },
  { name: 'signup', path: () => '/signup', main: '.signup-area form' },
  { name: 'reset-password', path: () => '/reset-password', main: '.login-area form' },
  { name: 'become-seller', path: () => '/become-seller', main: '.signup-area form' },
  { name: 'wishlist', path: () => '/', main: '.shoppingCartModal .product-cart', loggedIn: true },
  { name: 'cart', path: () => '/cart', main: '.cart-table tbody tr', loggedIn: true },
  {
    name: 'checkout',
    path: () => '/checkout',
    main: '.order-table tbody tr',
    loggedIn: true,
    check: couponTotal,
  },
  { name: 'orders', path: () => '/orders-history', main: '.cart-table tbody tr', loggedIn: true },
  { name: 'profile', path: () => '/update-profile', main: '.signup-area form', loggedIn: true },
];

/** Logs in through its own form, then stores the bench cart line and a wish-list entry. */
async function logInAndFillCart(page: Page, site: string, lang: Lang, data: BenchData) {
  await page.goto(`${site}/${lang}/login`);
  await page.locator('#name').fill(data.email);
  await page.locator('#password').fill(data.password);
  await page.locator('#lbl_login_loginbtn').click();
  await page.waitForTimeout(4000);
  return page.evaluate((line) => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    const reducer = JSON.parse(root.userReducer ?? '{}') as { user?: string };
    const user = JSON.parse(reducer.user ?? '{}') as { UserID?: number };
    const cartItems = JSON.stringify([line]);
    const wish = [
      { ...line, ProductName: 'Bench', Price: 1, DiscountedPrice: 0, SizeId: 0, ColorId: 0 },
    ];
    root.cartReducer = JSON.stringify({
      cartItems,
      customerWishList: JSON.stringify(wish),
      totalCartItems: 1,
    });
    localStorage.setItem('persist:root', JSON.stringify(root));
    localStorage.setItem('cartItems', cartItems);
    localStorage.setItem('customerWishList', JSON.stringify(wish));
    return Boolean(user.UserID);
  }, data.line);
}

async function judge(page: Page, apiUrl: string, url: string, screen: Screen, data: BenchData) {
  const problems: string[] = [];
  const onError = (error: Error) => {
    // Stripe.js comes from js.stripe.com, which this offline bench does not reach (see README).
    if (!OFFLINE_ONLY.test(error.message)) problems.push(`JS error: ${error.message.slice(0, 80)}`);
  };
  const onFailed = (request: { url(): string }) => {
    if (request.url().startsWith(`${apiUrl}/api/`)) {
      problems.push(`no answer: ${request.url().slice(apiUrl.length)}`);
    }
  };
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const address = response.url();
    if (!address.startsWith(`${apiUrl}/api/`)) return;
    const name = address.slice(address.lastIndexOf('/', address.length - 2));
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${name}`);
    pending.push(
      response.json().then(
        (body: { statusCode?: number }) => {
          if ((body.statusCode ?? 200) >= 400) problems.push(`envelope ${body.statusCode} ${name}`);
        },
        () => undefined,
      ),
    );
  };
  page.on('pageerror', onError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    if (screen.name === 'wishlist') await page.locator('#lbl_thead_wishlist').click();
    const main = page.locator(screen.main);
    await main
      .first()
      .waitFor({ timeout: 8000 })
      .catch(() => undefined);
    if ((await main.count()) < (screen.min ?? 1)) problems.push(`no main content (${screen.main})`);
    const further = await screen
      .check?.(page, data)
      .catch((error: unknown) => String(error).slice(0, 80));
    if (further) problems.push(further);
    for (const text of await page.locator('.Toastify__toast--error').allInnerTexts()) {
      problems.push(`error toast: ${text.trim().slice(0, 80)}`);
    }
    await Promise.all(pending);
  } catch (error) {
    problems.push(`did not load: ${(error as Error).message.slice(0, 80)}`);
  } finally {
    page.off('pageerror', onError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return [...new Set(problems)];
}

console.log(`Provider storefront: ${storefront}`);
const apiUrl = `http://127.0.0.1:${port}`;
const build = buildStorefront(storefront, apiUrl);
const site = await serveBuild(build, port + 1);
const server = await startServer(
  port,
  { CORS_ORIGINS: site.url, COUPON_ATTEMPTS_PER_ADDRESS: '100000' },
  undefined,
  serverRoot ? path.resolve(serverRoot, 'apps/server/src/server.ts') : undefined,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
const results = new Map<string, string[]>();
try {
  const data = await prepareData(apiUrl);
  for (const lang of LANGS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Only its own files and our server: third parties (Stripe, PayPal, fonts) are cut off.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    let loggedIn = false;
    for (const screen of SCREENS) {
      if (screen.loggedIn && !loggedIn) {
        loggedIn = await logInAndFillCart(page, site.url, lang, data);
        if (!loggedIn) console.log(`  (${lang}: logging in through its form failed)`);
      }
      const url = `${site.url}/${lang}${screen.path(data)}`;
      const problems = await judge(page, apiUrl, url, screen, data);
      results.set(`${screen.name}/${lang}`, problems);
      console.log(`  ${problems.length === 0 ? '✓' : '✗'} /${lang}${screen.path(data)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await site.close();
}

const cell = (screen: string, lang: Lang) =>
  (results.get(`${screen}/${lang}`)?.length ?? 1) === 0 ? 'ok' : 'BROKEN';
console.log('\n| screen | /en/ | /ar/ |\n| --- | --- | --- |');
for (const screen of SCREENS)
  console.log(`| ${screen.name} | ${cell(screen.name, 'en')} | ${cell(screen.name, 'ar')} |`);
const working = [...results.values()].filter((problems) => problems.length === 0).length;
console.log(`\n${working} of ${results.size} screen × language cells working.`);
for (const [key, problems] of results) {
  if (problems.length > 0) console.log(`✗ ${key}: ${problems.join('; ')}`);
}

// Cart and wish list follow the account (issue #19 item 8): what a logged-in shopper adds on one
// browser is there after logging in on a second one; logout leaves the device empty; a visitor's
// cart is merged at login with the cart saved before (the same choice adds up, capped at its
// limit, and the shopper is told once).
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES } from '@bazaar/contract/messages';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import type { SavedCartAnswer } from '@bazaar/contract/schemas/saved-cart';
import { savedCartText } from '@bazaar/i18n/saved-cart';
import type { APIRequestContext, Page } from '@playwright/test';
import { signedUpShopper, type Shopper } from '../accounts.ts';
import { sellableProducts } from '../checkout.ts';
import { expect, test } from '../fixtures.ts';
import { stored, toast, waitForIdle } from '../ui.ts';

const P = LABELS.ProductDetail;

// Two browsers and two logins: longer than one page's journey.
test.describe.configure({ timeout: 90_000 });

async function logIn(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/en/login');
  const main = page.getByRole('main');
  await main.getByLabel(LABELS.Login.lbl_login_email, { exact: true }).fill(shopper.email);
  await main.getByLabel(LABELS.Login.lbl_login_password, { exact: true }).fill(shopper.password);
  await main.getByRole('button', { name: LABELS.Login.lbl_login_loginbtn }).click();
  await expect(toast(page, 'success', MESSAGES.loginSuccess)).toBeVisible();
}

/** Calls an endpoint as the shopper the page is logged in as (its stored Token and UserID). */
async function asShopper<T>(page: Page, key: EndpointKey, params: object): Promise<T> {
  const token = (await stored(page, 'Token')) ?? '';
  const user = JSON.parse((await stored(page, 'user')) ?? '{}') as { UserID?: number };
  return callAs<T>(page.request, key, params, token, String(user.UserID ?? ''));
}

async function callAs<T>(
  request: APIRequestContext,
  key: EndpointKey,
  params: object,
  token: string,
  userId: string,
): Promise<T> {
  const response = await request.post(endpointPath(ENDPOINTS[key]), {
    data: { requestParameters: params },
    headers: { Accept: 'application/json', Token: token, UserID: userId },
  });
  const envelope = (await response.json()) as Envelope;
  expect(envelope.statusCode, `${key}: ${envelope.errorMessage}`).toBe(200);
  return JSON.parse(envelope.data) as T;
}

const wishPanel = (page: Page, count: number) =>
  page.getByRole('dialog', { name: `${LABELS.Wishlist.lbl_wishlist_title} (${count})` });

async function openWishList(page: Page) {
  await waitForIdle(page);
  await page.getByRole('button', { name: new RegExp(LABELS.Navbar.lbl_hdr_wishlist) }).click();
}

const storedLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as CartLine[]);

test('the cart and wish list follow the shopper to a second browser; logout empties it', async ({
  page,
  api,
  browser,
}) => {
  // A product that needs no choice, so the product page adds it as it is.
  const candidates = await sellableProducts(api, page.request, 8, { skip: 3 });
  const chosen = candidates.find((line) => line.productSelectedAttributes.length === 0);
  if (!chosen) throw new Error('the seed should have a product that needs no choice');
  const shopper = await signedUpShopper(api, 'saved-cart');
  await logIn(page, shopper);

  // Device one: add to the cart and to the wish list.
  await page.goto(`/en/product-detail/${chosen.ProductId}/shop/product`);
  await page.getByRole('button', { name: P.lbl_prd_det_addcart, exact: true }).click();
  await expect(toast(page, 'success', MESSAGES.cartAdded)).toBeVisible();
  await page.getByRole('button', { name: P.lbl_prd_det_addwish }).click();
  await expect(toast(page, 'success', MESSAGES.wishlistAdded)).toBeVisible();
  await expect
    .poll(async () => {
      const saved = await asShopper<SavedCartAnswer>(page, 'mergeSavedCart', {});
      return [saved.cartItems.map((line) => line.ProductId), saved.WishListCount];
    })
    .toEqual([[chosen.ProductId], 1]);

  // Device two: a fresh browser, the same shopper.
  const second = await browser.newContext({ locale: 'en-IN' });
  const other = await second.newPage();
  await logIn(other, shopper);
  await expect
    .poll(async () => (await storedLines(other)).map((line) => line.ProductId))
    .toEqual([chosen.ProductId]);
  await openWishList(other);
  await expect(wishPanel(other, 1)).toBeVisible();
  await other.keyboard.press('Escape');
  await other.goto('/en/cart');
  await expect(other.getByTestId(`cart-line-${chosen.ProductId}`)).toBeVisible();

  // Logout on device two: nothing of the shopper stays on it; the server still keeps both.
  await other
    .getByRole('banner')
    .getByRole('button', { name: LABELS.Navbar.lbl_hdr_logout })
    .click();
  await expect(
    other.getByRole('banner').getByRole('link', { name: LABELS.Navbar.lbl_hdr_login }),
  ).toBeVisible();
  await expect.poll(() => stored(other, 'cartItems')).toBe('[]');
  expect(await stored(other, 'customerWishList')).toBe('[]');
  await openWishList(other);
  await expect(wishPanel(other, 0)).toBeVisible();
  await second.close();
  const kept = await asShopper<SavedCartAnswer>(page, 'mergeSavedCart', {});
  expect(kept.WishListCount).toBe(1);
});

test("a visitor's cart is merged at login with the saved cart, capped and said once", async ({
  page,
  api,
}) => {
  const [kept, added] = await sellableProducts(api, page.request, 2, { quantity: 8, skip: 5 });
  if (!kept || !added) throw new Error('two products with stock');
  const shopper = await signedUpShopper(api, 'saved-merge');
  // The shopper saved 8 of one line on another device earlier.
  const login = await page.request.post(endpointPath(ENDPOINTS.getUserLogin), {
    data: { requestParameters: { Email: shopper.email, Password: shopper.password } },
    headers: { Accept: 'application/json', Token: '', UserID: '' },
  });
  const envelope = (await login.json()) as Envelope;
  const [row] = JSON.parse(envelope.data) as { UserID: number }[];
  await callAs(
    page.request,
    'saveCartLines',
    { cartJsonData: JSON.stringify([{ ...kept, Quantity: 8 }]) },
    envelope.token ?? '',
    String(row?.UserID ?? ''),
  );

  // As a visitor on this browser: 5 more of that line and one other line.
  // Stored before the app first runs: a running page could write its own cart over it.
  await page.addInitScript(
    (cart) => {
      if (window.sessionStorage.getItem('e2e-cart-seeded')) return;
      window.sessionStorage.setItem('e2e-cart-seeded', '1');
      window.localStorage.setItem('cartItems', JSON.stringify(cart));
    },
    [
      { ...kept, Quantity: 5 },
      { ...added, Quantity: 1 },
    ],
  );
  await logIn(page, shopper);
  await expect(toast(page, 'info', savedCartText('en', 'mergeQuantityCapped'))).toBeVisible();
  await expect
    .poll(async () => (await storedLines(page)).map((line) => [line.ProductId, line.Quantity]))
    .toEqual([
      [kept.ProductId, 10],
      [added.ProductId, 1],
    ]);
  await expect(toast(page, 'info', savedCartText('en', 'mergeQuantityCapped'))).toHaveCount(1);
});

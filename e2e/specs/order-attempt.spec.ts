// Never charged twice (issue #19 item 1), against the real server and the sandbox gateway: the
// order request reaches the server but its answer is dropped; whether the shopper reloads, goes
// to the cart and back, or pays by card again, the shop holds exactly one order and one capture
// (counted in the database) and the page ends on the order's confirmation page.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import {
  GOOD_CARD,
  checkoutControls,
  label,
  payByCard,
  shopperAtCheckout,
  storedCart,
} from '../checkout.ts';
import { ordersAndCapturesOf } from '../db.ts';

const ORDER = '**/api/v1/common/post-order/post-customer-order';
const ATTEMPT = '**/api/v1/common/get-order-attempt';
const lang = 'en';
const t = label(lang);

// The browser logs the network failures these journeys inject (the dropped order answer, the
// question asked while offline) and the 422 the server answers a second payment under the key.
// A login, a payment and a reload or two: about 12 s alone, over 30 s on a loaded machine.
test.beforeEach(() => test.slow());

test.use({
  // One pattern: a list of several would read as a fixture's [value, options] pair.
  allowedConsoleErrors: [
    /(ERR_CONNECTION_RESET|status of 422) \(.*post-customer-order|ERR_INTERNET_DISCONNECTED \(.*get-order-attempt/,
  ],
});

/** The order request goes through to the server; its answer never reaches the page. */
async function dropNextOrderAnswer(page: Page): Promise<void> {
  await page.route(
    ORDER,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
}

/** The network is down for the question "what became of my order?" too. */
const blockAttemptQuestions = (page: Page) =>
  page.route(ATTEMPT, (route) => route.abort('internetdisconnected'));

/** Pays by card with the answer dropped: the page says the order may already exist. */
async function payWithAnswerLost(page: Page): Promise<void> {
  await dropNextOrderAnswer(page);
  await blockAttemptQuestions(page);
  await checkoutControls(page, lang).placeOrder.click();
  await payByCard(page, lang, GOOD_CARD);
  await expect(
    page.getByRole('alert').filter({ hasText: t('Checkout', 'lbl_check_attempt_unconfirmed') }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/${lang}/checkout`);
}

async function expectOneOrderShown(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${lang}/order-confirmation/[^/]+$`));
  await expect.poll(() => storedCart(page)).toEqual({ stored: [], count: 0 });
  expect(await ordersAndCapturesOf(email)).toEqual({ orders: 1, captures: 1 });
}

test('[en] a dropped order answer, then a reload: one order, one capture, the order shown', async ({
  page,
  api,
  request,
}) => {
  const { shopper } = await shopperAtCheckout(page, api, request, lang, 8);
  await payWithAnswerLost(page);
  expect(await ordersAndCapturesOf(shopper.email)).toEqual({ orders: 1, captures: 1 });

  await page.unroute(ATTEMPT);
  await page.reload();
  await expectOneOrderShown(page, shopper.email);
});

test('[en] a dropped order answer, then the cart and back: the order is shown, not paid again', async ({
  page,
  api,
  request,
}) => {
  const { shopper } = await shopperAtCheckout(page, api, request, lang, 9);
  await payWithAnswerLost(page);

  await page.unroute(ATTEMPT);
  await page.goto(`/${lang}/cart`);
  await page
    .getByRole('main')
    .getByRole('link', { name: t('Cart', 'lbl_cart_proc_check') })
    .click();
  await expectOneOrderShown(page, shopper.email);
});

test('[en] a dropped order answer, a reload with the network still flaky, then paying again by card', async ({
  page,
  api,
  request,
}) => {
  const { shopper } = await shopperAtCheckout(page, api, request, lang, 10);
  await payWithAnswerLost(page);

  // After the reload the question still gets no answer: the page lets the shopper pay again…
  await page.reload();
  const controls = checkoutControls(page, lang);
  await expect(controls.placeOrder).toBeEnabled();
  await controls.placeOrder.click();
  await expect(controls.cardModal).toBeVisible();
  await page.unroute(ATTEMPT);
  // …with the kept key: the server refuses to charge it again and the page finds the order.
  await payByCard(page, lang, GOOD_CARD);
  await expectOneOrderShown(page, shopper.email);
});

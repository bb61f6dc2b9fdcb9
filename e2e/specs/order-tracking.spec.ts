// Following an order (issue #20 §1, §7) against the real server: a cash-on-delivery order is
// moved Placed → Packed → Shipped (courier and number) → Delivered by the operator command, and
// its shopper sees each step on the order page (the tracking link once shipped, the steps to
// come greyed), the stage's name in Order History, and an e-mail for each step in their
// language with a plain-text part and a link to the order page. English and Arabic, desktop and
// phone; axe-core on each view. Another shopper is told the order page does not exist.
import { STAGE_MAIL_SUBJECTS } from '@bazaar/i18n/stage-emails';
import { STAGE_TEXTS } from '@bazaar/i18n/orders';
import { fill } from '@bazaar/i18n/text';
import type { Page } from '@playwright/test';
import { test, expect, testPerLanguageAndDevice } from '../fixtures.ts';
import {
  label,
  loggedInShopper,
  placeByCashOnDelivery,
  sellableProducts,
  withCart,
  type Lang,
} from '../checkout.ts';
import { orderIdOf } from '../db.ts';
import { mailsTo } from '../mail.ts';
import { operatorCommand } from '../operator.ts';

type Step = 'placed' | 'packed' | 'shipped' | 'out-for-delivery' | 'delivered';

/** The timeline's steps as the shopper reads them: each step's name and done or not yet. */
async function expectSteps(page: Page, lang: Lang, done: Step[], upcoming: Step[]) {
  const t = label(lang);
  const steps = page.getByTestId('timeline').getByRole('listitem');
  await expect(steps).toHaveCount(done.length + upcoming.length);
  for (const [index, step] of [...done, ...upcoming].entries()) {
    const state = index < done.length ? 'lbl_ordpage_step_done' : 'lbl_ordpage_step_upcoming';
    await expect(steps.nth(index)).toContainText(STAGE_TEXTS[step][lang]);
    await expect(steps.nth(index)).toContainText(t('OrdersHistory', state));
  }
  await expect(steps.nth(done.length - 1)).toHaveAttribute('aria-current', 'step');
}

testPerLanguageAndDevice(
  'an order followed from placed to delivered, on its page and by e-mail',
  async ({ page, api, request, axe }, { lang, slot }) => {
    // The operator's e-mails leave through the server's outbox sweep (every 30 s).
    test.setTimeout(150_000);
    const t = label(lang);
    // An account made in the page's language: its e-mails are written in it.
    const shopper = await loggedInShopper(page, api, lang, { accountLanguage: lang });
    await withCart(
      page,
      await sellableProducts(api, request, 1, { skip: 17 + slot }),
      `/${lang}/checkout`,
    );
    const orderNumber = await placeByCashOnDelivery(page, lang);
    const baseUrl = new URL(page.url()).origin;
    const orderPage = `/${lang}/orders/${orderNumber}`;
    const operator = async (...args: string[]) =>
      operatorCommand(
        baseUrl,
        'orders',
        args[0] ?? '',
        await orderIdOf(orderNumber),
        ...args.slice(1),
      );

    // The confirmation page leads to the order page.
    await page.getByRole('link', { name: t('OrdersHistory', 'lbl_ordpage_follow') }).click();
    await expect(page).toHaveURL(orderPage);
    await expectSteps(
      page,
      lang,
      ['placed'],
      ['packed', 'shipped', 'out-for-delivery', 'delivered'],
    );
    await axe();

    expect(await operator('pack')).toContain('moved from Placed to Packed');
    await page.reload();
    await expectSteps(
      page,
      lang,
      ['placed', 'packed'],
      ['shipped', 'out-for-delivery', 'delivered'],
    );

    const tracking = `DL${Date.now()}${slot}`;
    expect(await operator('ship', '--carrier', 'Delhivery', '--tracking', tracking)).toContain(
      `https://www.delhivery.com/track/package/${tracking}`,
    );
    await page.reload();
    await expectSteps(
      page,
      lang,
      ['placed', 'packed', 'shipped'],
      ['out-for-delivery', 'delivered'],
    );
    const shipped = page.getByTestId('timeline').getByRole('listitem').nth(2);
    await expect(shipped).toContainText('Delhivery');
    await expect(shipped.getByTestId('tracking-number')).toHaveText(tracking);
    await expect(
      shipped.getByRole('link', { name: new RegExp(t('OrdersHistory', 'lbl_ordpage_track')) }),
    ).toHaveAttribute('href', `https://www.delhivery.com/track/package/${tracking}`);
    await axe();

    expect(await operator('deliver')).toContain('to Delivered');
    await page.reload();
    await expectSteps(page, lang, ['placed', 'packed', 'shipped', 'delivered'], []);
    await axe();

    // Order History names the stage as the server does, and links the order to its page.
    await page.goto(`/${lang}/orders-history`);
    const row = page.getByRole('main').getByRole('row').nth(1);
    await expect(row).toContainText(STAGE_TEXTS.delivered[lang]);
    await row.getByRole('link', { name: new RegExp(orderNumber) }).click();
    await expect(page).toHaveURL(orderPage);

    // One e-mail per step, in the shopper's language, each linking to the order page.
    const subject = (step: Step) =>
      fill(lang, STAGE_MAIL_SUBJECTS[step][lang], { number: orderNumber });
    await expect
      .poll(async () => (await mailsTo(shopper.email)).map((mail) => mail.subject), {
        timeout: 45_000,
        intervals: [2_000],
      })
      .toEqual(
        expect.arrayContaining(['packed', 'shipped', 'delivered'].map((s) => subject(s as Step))),
      );
    const mails = await mailsTo(shopper.email);
    for (const step of ['packed', 'shipped', 'delivered'] as const) {
      const mail = mails.find((sent) => sent.subject === subject(step));
      expect(mail?.text).toContain(`${baseUrl}${orderPage}`);
    }
    const shippedMail = mails.find((sent) => sent.subject === subject('shipped'));
    expect(shippedMail?.text).toContain(tracking);
    expect(shippedMail?.text).toContain(`https://www.delhivery.com/track/package/${tracking}`);
  },
);

test.describe('an order page is its shopper’s alone', () => {
  // The other shopper's request answers HTTP 404, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('[en] another shopper is told the order page does not exist', async ({
    page,
    browser,
    api,
    request,
    axe,
  }) => {
    // Two browsers and two logins on a shared two-core machine.
    test.setTimeout(120_000);
    const t = label('en');
    await loggedInShopper(page, api, 'en');
    await withCart(page, await sellableProducts(api, request, 1, { skip: 21 }), '/en/checkout');
    const orderNumber = await placeByCashOnDelivery(page, 'en');
    const orderPage = `/en/orders/${orderNumber}`;
    await page.goto(orderPage);
    await expect(page.getByTestId('timeline')).toBeVisible();

    const other = await (
      await browser.newContext({ baseURL: new URL(page.url()).origin })
    ).newPage();
    await loggedInShopper(other, api, 'en');
    await other.goto(orderPage);
    await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      t('Common', 'lbl_cmn_not_found_title'),
    );
    await expect(other.getByTestId('timeline')).toHaveCount(0);
    await expect(other.getByTestId('order-number')).toHaveCount(0);
    await axe();
  });
});

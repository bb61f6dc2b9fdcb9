// After the purchase (issue #20 §2, §3) against the real server, in English and Arabic: a
// two-item order cancelled on its page before it ships (confirmed in a dialog, the stage and
// message shown, no control left), and a delivered item asked back with a reason, approved and
// received by the owner's command, until the page says it was returned and refunded. axe-core
// on each view.
import type { Page } from '@playwright/test';
import { test, expect, testPerLanguageAndDevice } from '../fixtures.ts';
import {
  label,
  loggedInShopper,
  placeByCashOnDelivery,
  sellableProducts,
  withCart,
  type Lang,
  type Line,
} from '../checkout.ts';
import { admin } from '../admin.ts';
import { isFinalSale, orderIdOf } from '../db.ts';

/** Lines that can be returned: the seed's final-sale products are left out. */
async function returnable(lines: Line[], count: number): Promise<Line[]> {
  const kept: Line[] = [];
  for (const candidate of lines) {
    if (!(await isFinalSale(candidate.ProductId))) kept.push(candidate);
  }
  return kept.slice(0, count);
}

const afterSales = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: label(lang)('OrdersHistory', 'lbl_as_heading') });

testPerLanguageAndDevice(
  'an order cancelled on its page before it ships',
  async ({ page, api, request, axe }, { lang, slot }) => {
    const t = label(lang);
    await loggedInShopper(page, api, lang, { accountLanguage: lang });
    await withCart(
      page,
      await sellableProducts(api, request, 2, { skip: 20 + slot * 2 }),
      `/${lang}/checkout`,
    );
    const orderNumber = await placeByCashOnDelivery(page, lang);
    await page.goto(`/${lang}/orders/${orderNumber}`);
    const block = afterSales(page, lang);
    await block.getByRole('button', { name: t('OrdersHistory', 'lbl_as_cancel_order') }).click();
    const dialog = page.getByRole('dialog', {
      name: t('OrdersHistory', 'lbl_as_cancel_order_title'),
    });
    await expect(dialog).toBeVisible();
    await axe();
    await dialog.getByRole('button', { name: t('OrdersHistory', 'lbl_as_cancel_yes') }).click();
    await expect(block.getByRole('status')).toHaveText(t('OrdersHistory', 'lbl_as_cancelled'));
    await expect(block.getByRole('button')).toHaveCount(0);
    await page.reload();
    await expect(afterSales(page, lang).getByRole('button')).toHaveCount(0);
    await axe();
  },
);

testPerLanguageAndDevice(
  'a delivered item asked back, approved, received and refunded',
  async ({ page, api, request, axe }, { lang, slot }) => {
    test.setTimeout(120_000);
    const t = label(lang);
    await loggedInShopper(page, api, lang, { accountLanguage: lang });
    const candidates = await sellableProducts(api, request, 3, { skip: slot * 3 });
    await withCart(page, await returnable(candidates, 1), `/${lang}/checkout`);
    const orderNumber = await placeByCashOnDelivery(page, lang);
    const orderId = await orderIdOf(orderNumber);

    // Before it ships the shopper may cancel; once shipped the page says why not.
    await page.goto(`/${lang}/orders/${orderNumber}`);
    await expect(afterSales(page, lang).getByRole('button')).toHaveCount(1);
    await admin('orders', 'ship', orderId, '--carrier', 'Delhivery', '--tracking', `E2E${orderId}`);
    await page.reload();
    await expect(afterSales(page, lang)).toContainText(t('OrdersHistory', 'lbl_as_shipped'));
    await expect(afterSales(page, lang).getByRole('button')).toHaveCount(0);

    await admin('orders', 'deliver', orderId);
    await page.reload();
    const block = afterSales(page, lang);
    await block
      .getByRole('button', { name: new RegExp(t('OrdersHistory', 'lbl_as_return_item')) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('OrdersHistory', 'lbl_as_reason')).selectOption('wrong-size');
    await dialog.getByLabel(t('OrdersHistory', 'lbl_as_note')).fill('Too tight');
    await axe();
    await dialog.getByRole('button', { name: t('OrdersHistory', 'lbl_as_send_return') }).click();
    await expect(block.getByRole('status')).toHaveText(
      t('OrdersHistory', 'lbl_as_state_requested'),
    );

    const listed = await admin('returns', 'list');
    const id = new RegExp(`^#(\\d+)  requested  ${orderNumber}`, 'm').exec(listed)?.[1] ?? '';
    expect(id).not.toBe('');
    expect(await admin('returns', 'approve', id)).toContain('is now approved');
    expect(await admin('returns', 'received', id)).toContain('is now refunded');
    await page.reload();
    await expect(afterSales(page, lang)).toContainText(t('OrdersHistory', 'lbl_as_state_refunded'));
    await expect(afterSales(page, lang).getByRole('button')).toHaveCount(0);
    await axe();
  },
);

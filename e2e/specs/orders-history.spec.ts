// Orders history (issue #10): orders placed through checkout appear newest first with their
// dd-mm-yyyy date, status and totals; the view button opens the items; a digital item paid by
// card is Completed and downloads under its product's name, one ordered cash on delivery is
// 'Yes (In Progress)', a physical one 'No'. English and Arabic (the items named in the page's
// language, as they were at order time), axe-core on each.
import { readFile } from 'node:fs/promises';
import { test, expect } from '../fixtures.ts';
import {
  GOOD_CARD,
  checkoutControls,
  digitalProduct,
  expectOrderPlaced,
  label,
  line,
  loggedInShopper,
  payByCard,
  placeByCashOnDelivery,
  sellableProducts,
  todayDdMmYyyy,
  withCart,
  type Lang,
} from '../checkout.ts';

const DIGITAL = 'Saree Draping Masterclass (Step-by-Step PDF Guide)';

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  const t = label(lang);

  test(`[${lang}] orders newest first, their items, the digital flag and the download`, async ({
    page,
    api,
    request,
    axe,
  }) => {
    await loggedInShopper(page, api, lang);
    const [physical] = await sellableProducts(api, request, 1, { skip: lang === 'en' ? 8 : 9 });
    const digitalId = await digitalProduct(api, DIGITAL);

    // First order, cash on delivery: a physical item and a digital one not yet Completed.
    await withCart(page, [physical ?? line(0), line(digitalId)], `/${lang}/checkout`);
    await placeByCashOnDelivery(page, lang);
    // Second order, by card: the digital item is Completed at payment.
    await withCart(page, [line(digitalId)], `/${lang}/checkout`);
    await checkoutControls(page, lang).placeOrder.click();
    await payByCard(page, lang, GOOD_CARD);
    await expectOrderPlaced(page, lang);

    await page.goto(`/${lang}/orders-history`);
    const main = page.getByRole('main');
    const orders = main.getByRole('table').first();
    const rows = orders.getByRole('row');
    await expect(rows).toHaveCount(3);
    const [cardOrder, codOrder] = [rows.nth(1), rows.nth(2)];
    await expect(cardOrder).toContainText(todayDdMmYyyy());
    await expect(codOrder).toContainText(todayDdMmYyyy());
    await expect(codOrder.getByRole('cell').nth(2)).toHaveText('2');
    await expect(cardOrder.getByRole('cell').nth(2)).toHaveText('1');
    await axe();

    // The cash-on-delivery order: 'No' for the physical item, 'Yes (In Progress)' for the file.
    await codOrder.getByRole('button').click();
    const items = main.getByRole('table').nth(1);
    await expect(items.getByRole('row')).toHaveCount(3);
    await expect(items).toContainText(t('OrdersHistory', 'lbl_ordrhis_no'));
    await expect(items).toContainText(t('OrdersHistory', 'lbl_ordrhis_in_progress'));
    await expect(codOrder.getByRole('button')).toHaveAttribute('aria-expanded', 'true');

    // The card order: the file downloads under the product's name.
    await cardOrder.getByRole('button').click();
    await expect(items.getByRole('row')).toHaveCount(2);
    const download = items.getByRole('button', {
      name: new RegExp(t('OrdersHistory', 'lbl_ordrhis_download')),
    });
    await expect(download).toBeVisible();
    await axe();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const productName = (await items.getByRole('rowheader').first().textContent())?.trim() ?? '';
    expect(file.suggestedFilename()).toBe(
      `${productName
        .replace(/[<>:"/\\|?*]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}.pdf`,
    );
    if (lang === 'en') expect(file.suggestedFilename()).toBe(`${DIGITAL}.pdf`);
    // The Arabic page names the item as the shop's Arabic catalogue does, the English one not.
    const cart = await api.call('getCartItems', {
      cartJsonData: JSON.stringify([line(digitalId)]),
      languageCode: lang,
    });
    const shownName = cart.productsData[0]?.ProductName ?? '';
    if (lang === 'ar') expect(shownName).not.toBe(DIGITAL);
    expect(productName).toBe(shownName);
    const saved = await readFile(await file.path());
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}

test('[en] a visitor is sent to login, to come back to the orders', async ({ page }) => {
  await page.goto('/en/orders-history');
  await expect(page).toHaveURL('/en/login?returnTo=%2Fen%2Forders-history');
});

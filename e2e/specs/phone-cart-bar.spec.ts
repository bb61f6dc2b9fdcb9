// The product page on a 390×844 phone (issue #19 item 9), in English and Arabic: a sticky Add to
// cart bar while the page's own button is out of sight, which adds as that button does; the
// floating chat and back-to-top buttons stand above it, and the page's end scrolls clear of both.
import { ATTRIBUTE_KIND, TIMING } from '@bazaar/contract/constants';
import { LABEL_TEXTS } from '@bazaar/i18n/labels';
import type { Lang } from '@bazaar/i18n/text';
import type { Api } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { say } from '../checkout.ts';
import { box, overlaps, toast, waitForIdle } from '../ui.ts';

const PHONE = { width: 390, height: 844 };

/** A popular product in stock with nothing to choose, so Add to cart adds it at once. */
async function plainProduct(api: Api): Promise<number> {
  for (const row of await api.popularProducts()) {
    if (row.InStock === false) continue;
    const [detail, attributes] = await Promise.all([
      api.productDetail(row.ProductId),
      api.productAttributes(row.ProductId),
    ]);
    const required = attributes.filter(
      (a) => a.ProductAttributeID > ATTRIBUTE_KIND.Size && a.IsRequiredAttribute,
    );
    if (
      detail.StockQuantity > 2 &&
      detail.ProductSizesJson.length === 0 &&
      detail.ProductColorsJson.length === 0 &&
      required.length === 0
    ) {
      return row.ProductId;
    }
  }
  throw new Error('the seed should have a popular product with nothing to choose');
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`a phone's product page keeps Add to cart at hand and covers nothing (${lang})`, async ({
    page,
    api,
    axe,
  }) => {
    const addLabel = LABEL_TEXTS.ProductDetail.lbl_prd_det_addcart[lang];
    await page.setViewportSize(PHONE);
    // The page scrolls itself to the top a moment after arriving (spec §4): that moment is run
    // out before the test scrolls, or it would undo the scroll.
    await page.clock.install();
    await page.goto(`/${lang}/product-detail/${await plainProduct(api)}/shop/item`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForIdle(page);
    await page.clock.runFor(TIMING.productScrollTop);
    const bar = page.getByTestId('sticky-cart-bar');
    const main = page.getByRole('button', { name: addLabel, exact: true });

    // The page's own button in sight: no bar.
    await main.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();

    // Reading further down: the bar holds the price and Add to cart, above the safe area.
    await main.evaluate((button) => {
      window.scrollTo(0, window.scrollY + button.getBoundingClientRect().bottom + 200);
    });
    await expect(bar).toBeVisible();
    await expect(bar.locator('.price')).toContainText('₹');
    const barBox = await box(bar);
    expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);

    // The floating buttons (back-to-top shows once scrolled) stand above the bar.
    const top = page.locator('.floating-actions__top');
    const chat = page.locator('.floating-actions__chat');
    await expect(top).toBeVisible();
    for (const floating of [top, chat]) {
      expect(overlaps(await box(floating), barBox)).toBe(false);
    }

    await axe();

    // The bar's button adds as the page's own does.
    await bar.getByRole('button').click();
    await expect(toast(page, 'success', say(lang, 'cartAdded'))).toBeVisible();

    // At the very end, the footer's last line is clear of the bar and of the floating buttons.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator('.site-footer__bottom-inner > *').last();
    await expect(last).toBeVisible();
    const lastBox = await box(last);
    // Asked again until the page is still: a floating button may come or go as the scroll ends.
    await expect
      .poll(async () => {
        const covers = [bar, top, chat].map((cover) => cover.boundingBox({ timeout: 500 }));
        const drawn = await Promise.all(covers.map((found) => found.catch(() => null)));
        return drawn.filter((cover) => cover && overlaps(cover, lastBox)).length;
      })
      .toBe(0);
  });
}

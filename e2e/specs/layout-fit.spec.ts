// Layout that covers or breaks nothing (issue #19 item 9), in English and Arabic, on a 1366×900
// desktop and a 390×844 phone: whole words in the filter sidebar, toasts clear of the header,
// floating buttons clear of content, a compact phone header, reachable product tabs.
import type { Locator, Page } from '@playwright/test';
import type { Lang } from '@bazaar/i18n/text';
import { Api } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { loggedInShopper } from '../checkout.ts';
import { box, overlaps, waitForIdle } from '../ui.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCREENS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
const LANGS: readonly Lang[] = ['en', 'ar'];

/** Words of a text box that the layout split over two lines ("Blac" / "k"). */
function brokenWords(label: Locator): Promise<string[]> {
  return label.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (range.getClientRects().length > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function openListing(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/${lang}/all-products/0/all`);
  await waitForIdle(page);
}

for (const lang of LANGS) {
  test(`colour names in the desktop filter sidebar stay whole words (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openListing(page, lang);
    const colours = page.locator('#filter-colors ~ ul .facet-toggle__label');
    await expect(colours.first()).toBeVisible();
    expect(await colours.count()).toBeGreaterThan(3);
    for (const label of await colours.all()) expect(await brokenWords(label)).toEqual([]);
  });
}

for (const lang of LANGS) {
  for (const [screen, viewport] of SCREENS) {
    test(`a toast covers neither the header's Cart nor its Login (${lang}, ${screen})`, async ({
      page,
      api,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${lang}/about`);
      await waitForIdle(page);
      const labels = await api.labels('Navbar', lang);
      const cart = page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(`${labels.get('lbl_hdr_cart')}`) });
      const login = page.getByRole('banner').getByRole('link', {
        name: labels.get('lbl_hdr_login'),
      });
      await cart.click();
      const common = await api.labels('Common', lang);
      const toast = page
        .getByRole('region', { name: common.get('lbl_cmn_notifications') })
        .getByRole('status');
      await expect(toast).toBeVisible();
      const toastBox = await box(toast);
      expect(overlaps(toastBox, await box(cart))).toBe(false);
      expect(overlaps(toastBox, await box(login))).toBe(false);
    });
  }
}

for (const lang of LANGS) {
  test(`a phone's header is compact and Logout is a labelled 44 px control (${lang})`, async ({
    page,
    api,
  }) => {
    await page.setViewportSize(PHONE);
    const shopper = await loggedInShopper(page, api, lang);
    await page.goto(`/${lang}/`);
    await waitForIdle(page);
    // The header (top strip and navbar) leaves at least 82 % of the first screen to the shop.
    const header = await box(page.getByRole('banner'));
    expect(header.y + header.height).toBeLessThanOrEqual(PHONE.height * 0.18);

    const labels = await api.labels('Navbar', lang);
    const logoutName = labels.get('lbl_hdr_logout') ?? 'Logout';
    await page.getByRole('banner').getByRole('button', { name: shopper.firstName }).click();
    const dialog = page.getByRole('dialog', { name: labels.get('lbl_hdr_my_account') });
    const logout = dialog.getByRole('button', { name: logoutName, exact: true });
    await expect(logout).toBeVisible();
    await expect(logout).toContainText(logoutName);
    const target = await box(logout);
    expect(target.height).toBeGreaterThanOrEqual(44);
    await logout.click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: labels.get('lbl_hdr_login') }),
    ).toBeVisible();
  });
}

async function openProduct(page: Page, api: Api, lang: Lang): Promise<void> {
  const product = Api.first(await api.popularProducts(), 'popular product');
  await page.goto(`/${lang}/product-detail/${product.ProductId}/shop/item`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForIdle(page);
  await expect(page.getByRole('tablist')).toBeVisible();
}

for (const lang of LANGS) {
  test(`every product tab is on a phone's screen, Reviews too (${lang})`, async ({ page, api }) => {
    await page.setViewportSize(PHONE);
    await openProduct(page, api, lang);
    const tabs = page.getByRole('tablist').getByRole('tab');
    expect(await tabs.count()).toBeGreaterThanOrEqual(5);
    // In view without scrolling the list sideways: a hidden scroll is no way to find Reviews.
    await page.getByRole('tablist').scrollIntoViewIfNeeded();
    for (const tab of await tabs.all()) {
      const { x, width } = await box(tab);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test(`the sticky reviews summary never covers the review form (${lang})`, async ({
    page,
    api,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openProduct(page, api, lang);
    await page.getByRole('tab').last().click();
    await expect(page.locator('.product-reviews__overview')).toBeVisible();
    const form = page.locator('.product-reviews > .review-form');
    const overview = page.locator('.product-reviews__overview');
    // Scroll the form (for a visitor: who may review, and the login link) through the screen;
    // at each step the summary must sit beside it.
    const parts = form.locator('h2, h3, label, p, a');
    expect(await parts.count()).toBeGreaterThan(1);
    for (const part of await parts.all()) {
      await part.scrollIntoViewIfNeeded();
      expect(overlaps(await box(overview), await box(part))).toBe(false);
    }
  });
}

// Layout that covers or breaks nothing (issue #19 item 9), in English and Arabic, on a 1366×900
// desktop and a 390×844 phone: whole words in the filter sidebar, toasts clear of the header,
// floating buttons clear of content, a compact phone header, reachable product tabs.
import type { Locator, Page } from '@playwright/test';
import type { Lang } from '@bazaar/i18n/text';
import { expect, test } from '../fixtures.ts';
import { waitForIdle } from '../ui.ts';

const DESKTOP = { width: 1366, height: 900 };
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

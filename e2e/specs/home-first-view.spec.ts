// The home page's first view arrives with the page (#11 item 1): the server draws the first
// banner into the static frame, so it paints before any script runs, at exactly the place and
// size the storefront then gives it, and writes the banners answer into the page, so the
// storefront does not ask for it again.
import { HOME_BANNER_THEME_TYPE_ID } from '@bazaar/contract/constants';
import { ENDPOINTS } from '@bazaar/contract/endpoints';
import type { Page } from '@playwright/test';
import { Api } from '../api.ts';
import { expect, test } from '../fixtures.ts';

const PHONE = { width: 390, height: 844 };

/** The on-screen slide's picture and title boxes, rounded to whole pixels. */
async function heroBoxes(page: Page) {
  return page.evaluate(() => {
    const slide = Array.from(document.querySelectorAll('.banner-slide')).find((candidate) => {
      const { left } = candidate.getBoundingClientRect();
      return left > -1 && left < window.innerWidth / 2;
    });
    const box = (selector: string) => {
      const rect = slide?.querySelector(selector)?.getBoundingClientRect();
      return rect && [rect.top, rect.left, rect.width, rect.height].map(Math.round);
    };
    return { image: box('.banner-slide__image'), title: box('.banner-slide__title') };
  });
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`first view of /${lang}/ on a phone`, () => {
    test.use({ viewport: PHONE });

    test('the first banner paints without JavaScript, where the storefront then shows it', async ({
      browser,
      baseURL,
      page,
      api,
    }) => {
      const banners = (await api.banners(lang)).filter(
        (banner) => banner.ThemeTypeID === HOME_BANNER_THEME_TYPE_ID,
      );
      const first = Api.first(banners, 'home banner');

      const noScript = await browser.newContext({
        baseURL,
        viewport: PHONE,
        javaScriptEnabled: false,
      });
      const frame = await noScript.newPage();
      await frame.goto(`/${lang}/`);
      await expect(frame.getByText(first.MainTitle, { exact: true })).toBeInViewport();
      await expect(frame.locator('.banner-slide__image')).toHaveJSProperty('complete', true);
      const drawn = await heroBoxes(frame);
      await noScript.close();

      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${lang}/`);
      await expect(
        page.getByRole('heading', { name: first.MainTitle, exact: true }),
      ).toBeInViewport();
      expect(await heroBoxes(page)).toEqual(drawn);
      expect(asked.filter((path) => path.endsWith(ENDPOINTS.getHomeBanners.path))).toEqual([]);
    });
  });
}

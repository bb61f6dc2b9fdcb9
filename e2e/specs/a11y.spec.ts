// Accessibility: axe (WCAG 2 A/AA, 2.1 AA) finds no serious or critical violation on the shell,
// home, static, contact and campaign pages, in English and in Arabic (right-to-left).
import type { Lang } from '@bazaar/i18n/text';
import { Api } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { expectDocumentLanguage, slug, waitForIdle } from '../ui.ts';

const PAGES = ['', 'about', 'faq', 'privacy', 'returnandrefund', 'termcondition', 'contact-us'];
const LANGS: Lang[] = ['en', 'ar'];

for (const lang of LANGS) {
  test.describe(`in ${lang}`, () => {
    for (const path of PAGES) {
      test(`/${lang}/${path} has no serious or critical violations`, async ({ page, axe }) => {
        await page.goto(`/${lang}/${path}`);
        await expectDocumentLanguage(page, lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The overlay would stand in front of the page and skew the contrast checks.
        await waitForIdle(page);
        await axe();
      });
    }

    test(`/${lang}/campaign/… has no serious or critical violations`, async ({
      page,
      api,
      axe,
    }) => {
      const campaign = Api.first(await api.campaigns(lang), 'campaign');
      await page.goto(`/${lang}/campaign/${campaign.CampaignId}/${slug(campaign.MainTitle)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.MainTitle);
      await waitForIdle(page);
      await axe();
    });
  });
}

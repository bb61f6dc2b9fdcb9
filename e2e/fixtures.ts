// The `test` every spec uses: a page that fails the test on any console error or uncaught page
// error, an `api` reader for seed data, and an `axe` check for serious/critical violations; and
// the journeys that run once per language and device.
import { test as base, expect, type PlaywrightTestArgs } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { Lang } from '@bazaar/i18n/text';
import { Api } from './api.ts';
import { VIEWPORTS } from './ui.ts';

export type AxeCheck = (options?: { exclude?: string[] }) => Promise<void>;

interface Fixtures {
  /**
   * Console errors a test expects, as patterns. Empty by default; a test that sets it must say
   * why in a comment next to `test.use`.
   */
  allowedConsoleErrors: RegExp[];
  api: Api;
  axe: AxeCheck;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
    await use(page);
    const unexpected = problems.filter(
      (problem) => !allowedConsoleErrors.some((pattern) => pattern.test(problem)),
    );
    expect(unexpected, 'the page logged errors').toEqual([]);
  },

  api: async ({ request }, use) => {
    await use(new Api(request));
  },

  axe: async ({ page }, use, testInfo) => {
    await use(async ({ exclude = [] } = {}) => {
      // Colours are judged as they settle: mid fade-in (a panel opening) text reads paler than
      // it is. Endless animations (spinners) are not waited for.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
      for (const selector of exclude) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      const blocking = violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      if (violations.length > 0) {
        await testInfo.attach(`axe ${page.url()}`, {
          body: JSON.stringify(violations, null, 2),
          contentType: 'application/json',
        });
      }
      // One readable line per violation and per offending element, instead of axe's raw JSON.
      const report = blocking.map(
        (violation) =>
          `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
          violation.nodes
            .slice(0, 5)
            .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
            .join('\n'),
      );
      expect(report, `axe found serious/critical violations on ${page.url()}`).toEqual([]);
    });
  },
});

export { expect };

/** The fixtures a journey per language and device is given (Playwright sets up only those named). */
type JourneyArgs = Pick<Fixtures, 'api' | 'axe'> & Pick<PlaywrightTestArgs, 'page' | 'request'>;

/** Where one run of a journey checked per language and device takes place. */
export interface LanguageAndDevice {
  lang: Lang;
  device: keyof typeof VIEWPORTS;
  /** 0–3, distinct per run: offsets the seeded products a run takes so runs never share stock. */
  slot: number;
}

/**
 * One journey as four tests, `[en, desktop] title` to `[ar, phone] title`, each on its device's
 * viewport before `body` runs.
 */
export function testPerLanguageAndDevice(
  title: string,
  body: (args: JourneyArgs, where: LanguageAndDevice) => Promise<void>,
): void {
  const devices = Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[];
  (['en', 'ar'] as const).forEach((lang, langIndex) => {
    devices.forEach((device, deviceIndex) => {
      const slot = langIndex * devices.length + deviceIndex;
      test(`[${lang}, ${device}] ${title}`, async ({ page, api, request, axe }) => {
        await page.setViewportSize(VIEWPORTS[device]);
        await body({ page, api, request, axe }, { lang, device, slot });
      });
    });
  });
}

// Behaviour a demanding shopper notices (#11): "On this page" links land below the sticky
// navbar on desktop and phone, an Arabic toast reads right to left, and /robots.txt is a real
// robots file, not the storefront's HTML.
import { expect, test } from '../fixtures.ts';
import { toast } from '../ui.ts';

const LONG_PAGES = [
  '/en/faq',
  '/en/privacy',
  '/en/termcondition',
  '/en/returnandrefund',
  '/ar/privacy',
];

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of LONG_PAGES) {
      test(`"On this page" links land below the sticky navbar (${path})`, async ({ page }) => {
        await page.goto(path);
        const links = page.locator('.content-toc a');
        await expect(links.first()).toBeVisible();
        const last = links.last();
        const anchor = decodeURIComponent((await last.getAttribute('href'))?.slice(1) ?? '');
        await last.click();
        await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(anchor)}$`));
        const target = page.locator(`[id="${anchor}"]`);
        const navbar = page.locator('.navbar');
        await expect(navbar).toHaveClass(/is-sticky/);
        // Let the (smooth) scroll settle: mid-way, the heading passes below the bar anyway.
        let lastY = -1;
        await expect
          .poll(
            async () => {
              const y = await page.evaluate(() => window.scrollY);
              const settled = y === lastY;
              lastY = y;
              return settled;
            },
            { intervals: [150] },
          )
          .toBe(true);
        const [bar, heading] = await Promise.all([navbar.boundingBox(), target.boundingBox()]);
        expect(heading?.y ?? -1).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
        await expect(target).toBeInViewport();
      });
    }
  });
}

test('an Arabic toast sets its own direction: right to left', async ({ page, api }) => {
  const submit = (await api.labels('Contact', 'ar')).get('lbl_contact_submit') ?? '';
  await page.goto('/ar/contact-us');
  await page.getByRole('button', { name: submit }).click();
  const shown = toast(page, 'error', 'الاسم مطلوب');
  await expect(shown).toBeVisible();
  // Its text takes the direction of its own words (dir=auto), not only the page's.
  const text = shown.getByText('الاسم مطلوب', { exact: true });
  await expect(text).toHaveAttribute('dir', 'auto');
  expect(await text.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
});

test('/robots.txt is a robots file naming the sitemap, and keeps crawlers off the API', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect(text).not.toContain('<html');
});

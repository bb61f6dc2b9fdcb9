// Home in English and Arabic: every block of spec §2 is there and is fed by the server's data
// (banners, popular categories, recent/popular products, campaigns), never by fixed text.
import { HOME_BANNER_THEME_TYPE_ID, TRUNCATE } from '@bazaar/contract/constants';
import { keptText } from '@bazaar/contract/display-text';
import { LABELS } from '@bazaar/contract/labels';
import type { Page } from '@playwright/test';
import { Api, arabicName, type Product } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { escapeRegExp, expectDocumentLanguage, section, slug } from '../ui.ts';

/** The visible start of a (possibly truncated) name, for `hasText` filters. */
const shown = (name: string, max: number) => keptText(name, max);

/** The slide on screen carries `title`; looping clones are aria-hidden, so roles skip them. */
async function expectShowingSlide(page: Page, title: string) {
  const heading = page.getByRole('heading', { name: title, exact: true });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeInViewport();
}

async function expectProductStrip(page: Page, heading: string, products: Product[]) {
  const strip = section(page, heading);
  await expect(strip, `section "${heading}"`).toBeVisible();
  const cards = strip.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('₹');

  const product = Api.first(products, `product for "${heading}"`);
  const link = strip
    .getByRole('link')
    .filter({ hasText: shown(product.ProductName, TRUNCATE.productCard) })
    .first();
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/en/product-detail/${product.ProductId}/`),
  );
}

test('home in English: banner, categories, product strips, campaigns, newsletter, meta', async ({
  page,
  api,
}) => {
  const [banners, popularCategories, recent, popular, campaigns] = await Promise.all([
    api.banners('en'),
    api.popularCategories(),
    api.recentProducts(),
    api.popularProducts(),
    api.campaigns('en'),
  ]);
  await page.goto('/en/');
  await expectDocumentLanguage(page, 'en');

  // Banner slider: only theme 1; the first banner's slide is the one showing.
  const homeBanners = banners.filter((b) => b.ThemeTypeID === HOME_BANNER_THEME_TYPE_ID);
  const banner = Api.first(homeBanners, 'home banner');
  await expectShowingSlide(page, banner.MainTitle);
  for (const other of banners.filter((b) => b.ThemeTypeID !== HOME_BANNER_THEME_TYPE_ID)) {
    await expect(page.getByText(other.MainTitle, { exact: true })).toHaveCount(0);
  }

  // Banner buttons lead to the banner's own URLs, inside the shopper's language.
  const slide = page.getByRole('group', { name: /^Slide 1 of/ });
  for (const [text, url] of [
    [banner.LeftButtonText, banner.LeftButtonUrl],
    [banner.RightButtonText, banner.RightButtonUrl],
  ]) {
    if (!text || !url) continue;
    const href = /^[a-z]+:/i.test(url) ? url : `/en${url.startsWith('/') ? url : `/${url}`}`;
    await expect(slide.getByRole('link', { name: text, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }

  // Popular categories: each box links to the listing of its category.
  const categories = section(page, LABELS.Home.lbl_home_popular_categories);
  await expect(categories).toBeVisible();
  const category = Api.first(popularCategories, 'popular category');
  const categoryLink = categories
    .getByRole('link')
    .filter({ hasText: shown(category.Name, TRUNCATE.popularCategoryBox) })
    .first();
  await expect(categoryLink).toHaveAttribute(
    'href',
    `/en/all-products/${category.CategoryID}/${slug(category.Name)}`,
  );

  await expectProductStrip(page, LABELS.Home.lbl_home_recent_products, recent);
  await expectProductStrip(page, LABELS.Home.lbl_home_popular_products, popular);

  // Campaign boxes link to their campaign page.
  const offers = section(page, LABELS.Home.lbl_home_campaigns);
  for (const campaign of campaigns) {
    await expect(offers).toContainText(campaign.MainTitle);
    await expect(
      offers.locator(`a[href^="/en/campaign/${campaign.CampaignId}/"]`).first(),
      `a link to campaign ${campaign.CampaignId}`,
    ).toBeVisible();
  }

  const newsletter = section(page, LABELS.Home.lbl_home_newsletter_title);
  await expect(newsletter.getByLabel(LABELS.Home.lbl_home_newsletter_label)).toBeVisible();
  await expect(
    newsletter.getByRole('button', { name: LABELS.Home.lbl_home_subscribe }),
  ).toBeVisible();

  for (const text of Object.values(LABELS.BestFacilities)) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }

  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}.{40,}/);
});

test('home in Arabic: right-to-left, Arabic banner and Arabic category names in the mega-menu', async ({
  page,
  api,
}) => {
  const [banners, categories, header, facilities] = await Promise.all([
    api.banners('ar'),
    api.categories(),
    api.labels('Navbar', 'ar'),
    api.labels('BestFacilities', 'ar'),
  ]);
  await page.goto('/ar/');
  await expectDocumentLanguage(page, 'ar');

  const banner = Api.first(
    banners.filter((b) => b.ThemeTypeID === HOME_BANNER_THEME_TYPE_ID),
    'home banner',
  );
  await expectShowingSlide(page, banner.MainTitle);

  const menuLabel = header.get('lbl_hdr_categories') ?? LABELS.Navbar.lbl_hdr_categories;
  expect(menuLabel, 'the seed translates the Categories menu').not.toBe(
    LABELS.Navbar.lbl_hdr_categories,
  );
  // Keyboard: the click behaviour of the toggle has its own test in navigation.spec.ts.
  const toggle = page.getByRole('button', { name: menuLabel });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const child = Api.first(
    categories.filter((c) => c.ParentCategoryID && arabicName(c) !== c.Name),
    'child category with an Arabic name',
  );
  const name = arabicName(child);
  const link = page
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(shown(name, TRUNCATE.categoryName))}`) })
    .first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', new RegExp(`^/ar/all-products/${child.CategoryID}/`));
  // Parent column titles are Arabic too.
  const parent = Api.first(
    categories.filter((c) => c.CategoryID === child.ParentCategoryID),
    'parent of the child category',
  );
  await expect(
    page.getByText(shown(arabicName(parent), TRUNCATE.categoryName)).first(),
  ).toBeVisible();

  // Product cards of both rails carry the catalogue's Arabic names.
  const home = await api.labels('Home', 'ar');
  for (const id of ['lbl_home_recent_products', 'lbl_home_popular_products'] as const) {
    const strip = section(page, home.get(id) ?? LABELS.Home[id]);
    await expect(strip.getByRole('article').first().getByRole('heading')).toHaveText(
      /[\u0621-\u064a]/,
    );
  }

  // The facility strip uses the server's Arabic texts.
  for (const id of Object.keys(LABELS.BestFacilities)) {
    const text = facilities.get(id);
    expect(text, `Arabic text for ${id}`).toBeTruthy();
    await expect(page.getByText(text ?? '', { exact: true })).toBeVisible();
  }

  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
});

// The banner's art stands at the end side, away from the titles (issue #11 items 4 and 9): the
// page turns the decorative picture round in Arabic; product pictures are never mirrored.
for (const [lang, mirrored] of [
  ['en', false],
  ['ar', true],
] as const) {
  test(`home in ${lang}: banner art ${mirrored ? 'mirrored' : 'as drawn'}, product pictures never mirrored`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/`);
    await expectDocumentLanguage(page, lang);
    const isMirrored = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((img) => new DOMMatrixReadOnly(getComputedStyle(img).transform).a < 0);
    // The storefront's own slides (the server's static first slide is replaced on first render).
    const slideImage = '[aria-roledescription="slide"] .banner-slide__image';
    await expect(page.locator(slideImage).first()).toBeAttached();
    expect(await isMirrored(slideImage)).toBe(mirrored);
    await expect(page.locator('.product-card__media img').first()).toBeAttached();
    expect(await isMirrored('.product-card__media img')).toBe(false);
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`rail arrows step the popular products towards the end and back (${lang})`, async ({
    page,
    api,
  }) => {
    const home = await api.labels('Home', lang);
    const label = (id: keyof typeof LABELS.Home) => home.get(id) ?? LABELS.Home[id];
    await page.goto(`/${lang}/`);
    const strip = section(page, label('lbl_home_popular_products'));
    const rail = strip.getByRole('list').first();
    const previous = strip.getByRole('button', { name: label('lbl_home_rail_previous') });
    const next = strip.getByRole('button', { name: label('lbl_home_rail_next') });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    // Keyboard: the arrow is a button, so Enter steps the rail.
    await next.focus();
    await page.keyboard.press('Enter');
    // Towards the end means right in English and left in Arabic (scrollLeft goes negative).
    const sign = lang === 'ar' ? -1 : 1;
    await expect.poll(() => rail.evaluate((el, s) => el.scrollLeft * s, sign)).toBeGreaterThan(100);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(() => rail.evaluate((el) => Math.abs(el.scrollLeft))).toBeLessThan(2);
    await expect(previous).toBeDisabled();

    // The rail ends with a "View all" card leading to the listing.
    const viewAll = rail.getByRole('link', { name: new RegExp(`^${label('lbl_home_view_all')}`) });
    await expect(viewAll).toHaveAttribute('href', new RegExp(`^/${lang}/all-products/`));
  });
}

test.describe('on a phone', () => {
  // isMobile: a phone's layout viewport grows to fit anything overflowing the page sideways.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const lang of ['en', 'ar'] as const) {
    test(`home fits the screen's width and shows products within two screens (${lang})`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/`);
      const firstCard = page.locator('.product-strip').first().getByRole('article').first();
      await expect(firstCard).toBeVisible();
      const { pageWidth, screenWidth, cardTop } = await firstCard.evaluate((card) => ({
        pageWidth: document.documentElement.scrollWidth,
        screenWidth: window.innerWidth,
        cardTop: card.getBoundingClientRect().top + window.scrollY,
      }));
      expect(screenWidth).toBe(390);
      expect(pageWidth).toBe(390);
      expect(cardTop).toBeLessThan(2 * 844);
    });
  }
});

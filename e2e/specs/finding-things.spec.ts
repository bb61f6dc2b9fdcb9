// Ways onward where a shopper could get stuck (issue #19 item 9), in English and Arabic:
// department titles in the mega-menu open their listing, an unknown category says so, the
// not-found page offers a search and the departments.
import type { Lang } from '@bazaar/i18n/text';
import { Api, arabicName } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { slug, waitForIdle } from '../ui.ts';

const LANGS: readonly Lang[] = ['en', 'ar'];

for (const lang of LANGS) {
  test(`a mega-menu department title opens that department's listing (${lang})`, async ({
    page,
    api,
  }) => {
    const department = Api.first(
      (await api.categories()).filter((c) => !c.ParentCategoryID && c.TotalProducts > 0),
      'top-level category with products',
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${lang}/`);
    await waitForIdle(page);
    const labels = await api.labels('Navbar', lang);
    await page.getByRole('button', { name: labels.get('lbl_hdr_categories') }).click();
    const name = lang === 'ar' ? arabicName(department) : department.Name;
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(
      `/${lang}/all-products/${department.CategoryID}/${slug(department.Name)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
}

test.describe('an unknown address', () => {
  // The browser logs the document's HTTP 404 as a console error; that status is the point here.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });

  for (const lang of LANGS) {
    test(`an unknown category id shows a not-found state, not every product (${lang})`, async ({
      page,
      api,
    }) => {
      const labels = await api.labels('AllProducts', lang);
      const missing = Math.max(...(await api.categories()).map((c) => c.CategoryID)) + 1000;
      await page.goto(`/${lang}/all-products/${missing}/no-such-category`);
      await waitForIdle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        labels.get('lbl_lst_no_category_title') ?? '',
      );
      await expect(page.getByText(labels.get('lbl_lst_no_category_text') ?? '')).toBeVisible();
      await expect(page.locator('.listing-grid')).toHaveCount(0);
      await page
        .getByRole('main')
        .getByRole('link', { name: labels.get('lbl_lst_empty_browse') })
        .click();
      await expect(page).toHaveURL(`/${lang}/all-products/0/all-categories`);
    });
  }

  for (const lang of LANGS) {
    test(`the not-found page offers a search and the departments (${lang})`, async ({
      page,
      api,
    }) => {
      const labels = await api.labels('Common', lang);
      const department = Api.first(
        (await api.categories()).filter((c) => !c.ParentCategoryID),
        'top-level category',
      );
      await page.goto(`/${lang}/no-such-page`);
      await waitForIdle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        labels.get('lbl_cmn_not_found_title') ?? '',
      );
      const browse = page.getByRole('navigation', { name: labels.get('lbl_cmn_not_found_browse') });
      const name = lang === 'ar' ? arabicName(department) : department.Name;
      await expect(browse.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/${lang}/all-products/${department.CategoryID}/${slug(department.Name)}`,
      );
      await expect(
        browse.getByRole('link', { name: labels.get('lbl_cmn_all_products'), exact: true }),
      ).toBeVisible();

      const navbar = await api.labels('Navbar', lang);
      const search = page
        .getByRole('main')
        .getByRole('combobox', { name: navbar.get('lbl_hdr_search_label') });
      await search.fill('saree');
      await search.press('Enter');
      await expect(page).toHaveURL(`/${lang}/all-products/0/all-categories?SearchTerm=saree`);
    });
  }
});

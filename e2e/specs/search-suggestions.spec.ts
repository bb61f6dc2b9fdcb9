// Header search suggestions: the ARIA combobox, used by keyboard only, in English and Arabic.
import { LABELS } from '@bazaar/contract/labels';
import { fill } from '@bazaar/i18n/text';
import { Api, arabicName } from '../api.ts';
import { expect, test } from '../fixtures.ts';

test('typing suggests products; arrows and Enter open the chosen one', async ({ page, api }) => {
  const product = Api.first(await api.popularProducts(), 'popular product');
  // A prefix of the name's longest word, so the prefix rule is what finds it.
  const word = product.ProductName.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
  const term = word.slice(0, Math.max(3, word.length - 2));
  const expected = await api.call('getSearchSuggestions', { SearchTerm: term, languageCode: 'en' });
  const first = Api.first(expected, 'suggestion');

  await page.goto('/en/');
  const box = page.getByRole('combobox', { name: LABELS.Navbar.lbl_hdr_search_label });
  await box.fill(term);
  const list = page.getByRole('listbox', { name: LABELS.Navbar.lbl_hdr_suggestions });
  await expect(list.getByRole('option')).toHaveCount(expected.length);
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  const active = list.getByRole('option', { selected: true });
  await expect(active).toContainText(first.Name);
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await active.getAttribute('id')) ?? '',
  );
  await box.press('Enter');
  const kind = first.Kind === 'product' ? 'product-detail' : 'all-products';
  await expect(page).toHaveURL(new RegExp(`^[^?]*/en/${kind}/${first.ID}/`));

  // The term stays in the box; ArrowDown opens the list again, Escape closes it.
  await expect(box).toHaveValue(term);
  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(term);

  // A typo that suggests nothing offers its correction first, and Enter searches for it.
  await box.fill('sandlewood');
  const correction = list.getByRole('option').first();
  await expect(correction).toHaveText(
    fill('en', LABELS.Navbar.lbl_hdr_did_you_mean, { term: 'sandalwood' }),
  );
  await box.press('ArrowDown');
  await expect(correction).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/all-products\/0\/all-categories\?SearchTerm=sandalwood$/);
  await expect(box).toHaveValue('sandalwood');
});

test('Arabic: suggestions come in Arabic and open the chosen category', async ({ page, api }) => {
  const categories = await api.categories();
  const category = Api.first(
    categories.filter((c) => /[\u0600-\u06ff]{3}/.test(arabicName(c))),
    'category with an Arabic name',
  );
  const term = arabicName(category).split(/\s+/)[0] ?? '';
  const expected = await api.call('getSearchSuggestions', { SearchTerm: term, languageCode: 'ar' });
  const suggested = expected.filter((row) => row.Kind === 'category');
  const target = Api.first(suggested, 'category suggestion');

  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const labels = await api.labels('Navbar', 'ar');
  const box = page.getByRole('combobox', { name: labels.get('lbl_hdr_search_label') });
  await box.fill(term);
  const option = page.getByRole('option', { name: target.Name, exact: true });
  await expect(option).toBeVisible();
  // Move down to the category (products are listed first).
  const index = expected.filter((row) => row.Kind === 'product').length + suggested.indexOf(target);
  for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ar/all-products/${target.ID}/`));
});

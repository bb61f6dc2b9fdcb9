// The product listing (spec §2, §4): filters with live counts, chips, sort, pages, view modes,
// the whole state in the address (reload and Back keep it), typo correction, Arabic, the phone
// drawer and accessibility. Expected values come from the server's own answers.
import type { Page } from '@playwright/test';
import type { RequestOf } from '@bazaar/contract/api-schemas';
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES } from '@bazaar/contract/messages';
import { Api, arabicName, type Category } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { escapeRegExp, expectDocumentLanguage, toast, waitForIdle } from '../ui.ts';

const L = LABELS.AllProducts;
type Filters = Omit<RequestOf<'getProductFacets'>, 'OrderByColumnName'>;
type ListParams = Omit<RequestOf<'getAllProducts'>, 'OrderByColumnName'> & {
  OrderByColumnName?: string;
};

/** A sidebar value's toggle: its name followed by its live count. */
function facet(scope: ReturnType<Page['getByRole']>, name: string, count?: number) {
  const shown = count === undefined ? '\\d+' : String(count);
  return scope.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(name)}\\s*\\(${shown}\\)$`),
  });
}

async function facets(api: Api, filters: Filters) {
  return api.call('getProductFacets', { languageCode: 'en', ...filters, OrderByColumnName: '' });
}

async function total(api: Api, params: ListParams) {
  const rows = await api.call('getAllProducts', {
    languageCode: 'en',
    ...params,
    OrderByColumnName: params.OrderByColumnName ?? '',
  });
  return { rows, total: rows[0]?.TotalRecords ?? 0 };
}

const cards = (page: Page) => page.locator('.listing-grid').getByRole('article');
const firstCardName = (page: Page) => cards(page).first().getByRole('heading');

/** A parent category with children and products. */
async function parentCategory(api: Api): Promise<Category> {
  const categories = await api.categories();
  return Api.first(
    categories.filter(
      (c) =>
        !c.ParentCategoryID &&
        c.TotalProducts > 10 &&
        categories.some((child) => child.ParentCategoryID === c.CategoryID),
    ),
    'parent category with children',
  );
}

test('filters, counts, chips, sort, pages and view mode live in the address', async ({
  page,
  api,
}) => {
  // About twenty steps and ten navigations, a reload and two Backs: 8 s alone, but once 35 s
  // beside the other worker in CI (cause not found; see the closing note of 2026-11-25).
  test.slow();
  const category = await parentCategory(api);
  const categoryId = String(category.CategoryID);
  const [brands, sizes] = await Promise.all([
    api.call('getManufacturerList', { PageNo: 1, PageSize: 100 }),
    api.call('getSizeList', { PageNo: 1, PageSize: 100 }),
  ]);

  await page.goto('/en/all-products/0/all-categories');
  const sidebar = page.getByRole('complementary', { name: L.lbl_lst_filters });
  const all = await facets(api, {});
  const allCount = all.find((r) => r.Facet === 'category' && r.ID === category.CategoryID)?.Count;
  await facet(sidebar, category.Name, allCount).click();
  await expect(page).toHaveURL(new RegExp(`/en/all-products/${categoryId}/[^?]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.Name);

  // Brand counts are now those of the category: the server's numbers, shown live.
  const inCategory = await facets(api, { CategoryID: categoryId });
  const brandRow = Api.first(
    inCategory.filter((r) => r.Facet === 'brand' && r.Count > 0),
    'brand in the category',
  );
  const brand = brands.find((b) => b.ManufacturerID === brandRow.ID)?.Name ?? '';
  await facet(sidebar, brand, brandRow.Count).click();
  await expect(page).toHaveURL(new RegExp(`ManufacturerID=${brandRow.ID}(&|$)`));

  const withBrand = await facets(api, {
    CategoryID: categoryId,
    ManufacturerID: String(brandRow.ID),
  });
  // A chosen brand keeps its own count (each facet is counted with the other facets' filters).
  await expect(facet(sidebar, brand, brandRow.Count)).toHaveAttribute('aria-pressed', 'true');
  const sizeRow = withBrand.find((r) => r.Facet === 'size' && r.Count > 0);
  const filters: Filters = { CategoryID: categoryId, ManufacturerID: String(brandRow.ID) };
  if (sizeRow) {
    const size = sizes.find((s) => s.SizeID === sizeRow.ID)?.ShortName ?? '';
    await facet(sidebar, size, sizeRow.Count).click();
    await expect(page).toHaveURL(new RegExp(`SizeID=${sizeRow.ID}(&|$)`));
    filters.SizeID = String(sizeRow.ID);
  }
  const bands = (await facets(api, filters)).filter((r) => r.Facet === 'price' && r.Count > 0);
  const band = Api.first(bands, 'price band with products');
  await sidebar
    .getByRole('region', { name: L.lbl_lst_price })
    .getByRole('button', { name: new RegExp(`\\(${band.Count}\\)$`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`MinPrice=${band.MinPrice}(&|$)`));
  const narrowed = await total(api, {
    ...filters,
    MinPrice: band.MinPrice,
    MaxPrice: band.MaxPrice,
  });
  await expect(cards(page)).toHaveCount(Math.min(narrowed.total, 9));
  await expect(page.getByRole('status').filter({ hasText: `of ${narrowed.total}` })).toBeVisible();

  // Removing a chip drops that one filter.
  const chips = page.getByRole('region', { name: L.lbl_lst_applied });
  await chips.getByRole('button', { name: new RegExp(`^${escapeRegExp(brand)}`) }).click();
  await expect(page).not.toHaveURL(/ManufacturerID=/);
  await expect(page).toHaveURL(new RegExp(`MinPrice=${band.MinPrice}`));

  // Clear all, then sort by price: the first card is the server's cheapest.
  await chips.getByRole('button', { name: L.lbl_lst_clear_all }).click();
  await expect(page).toHaveURL('/en/all-products/0/all-categories');
  await page.getByLabel(L.lbl_lst_sort).selectOption({ label: L.lbl_sort_price_asc });
  // Sorting keeps "Clear all" even when it comes before that click's render.
  await expect(page).toHaveURL(
    /\/en\/all-products\/0\/all-categories\?OrderByColumnName=Price%20ASC$/,
  );
  const cheapest = await total(api, { OrderByColumnName: 'Price ASC', PageNo: 1, PageSize: 9 });
  await expect(firstCardName(page)).toHaveText(Api.first(cheapest.rows, 'product').ProductName);

  // Page 2 (after a short delay, spec §4), then 4 columns.
  await page
    .getByRole('navigation', { name: L.lbl_lst_pagination })
    .getByRole('link', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(/PageNo=2/);
  const second = await total(api, { OrderByColumnName: 'Price ASC', PageNo: 2, PageSize: 9 });
  const secondFirst = Api.first(second.rows, 'product on page 2').ProductName;
  await expect(firstCardName(page)).toHaveText(secondFirst);
  await page.getByRole('button', { name: L.lbl_lst_view_4 }).click();
  await expect(page).toHaveURL(/View=4/);
  await expect(page.getByRole('button', { name: L.lbl_lst_view_4 })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Reload keeps everything; Back steps through the earlier states.
  await page.reload();
  await expect(page.getByLabel(L.lbl_lst_sort)).toHaveValue('Price ASC');
  await expect(page.getByRole('button', { name: L.lbl_lst_view_4 })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(firstCardName(page)).toHaveText(secondFirst);
  await page.goBack();
  await expect(page).not.toHaveURL(/View=4/);
  await expect(page.getByRole('button', { name: L.lbl_lst_view_3 })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(firstCardName(page)).toHaveText(secondFirst);
  await page.goBack();
  await expect(page).not.toHaveURL(/PageNo=/);
  await expect(firstCardName(page)).toHaveText(Api.first(cheapest.rows, 'product').ProductName);
});

test('a search with a typo shows "Showing results for" the corrected query', async ({
  page,
  api,
}) => {
  const products = await api.popularProducts();
  const words = [
    ...new Set(products.flatMap((p) => p.ProductName.toLowerCase().match(/[a-z]{5,7}/g) ?? [])),
  ];
  // One letter changed; the first variant the server itself corrects (finds nothing as typed).
  let typo = '';
  let corrected = '';
  for (const word of words) {
    const variant = `${word.slice(0, 2)}${word[2] === 'x' ? 'q' : 'x'}${word.slice(3)}`;
    const { rows } = await total(api, { SearchTerm: variant, PageSize: 1 });
    const used = rows[0]?.SearchTermUsed;
    if (used && used !== variant) {
      typo = variant;
      corrected = used;
      break;
    }
  }
  expect(typo, 'a word the server corrects').not.toBe('');

  await page.goto(`/en/all-products/0/all-categories?SearchTerm=${typo}`);
  await expect(
    page.getByRole('status').filter({ hasText: `Showing results for “${corrected}”` }),
  ).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${typo}”`);
});

test('Arabic: right to left, Arabic names and labels, an Arabic search', async ({ page, api }) => {
  const labels = await api.labels('AllProducts', 'ar');
  const common = await api.labels('Common', 'ar');
  const category = await parentCategory(api);
  const name = arabicName(category);
  await page.goto(`/ar/all-products/${category.CategoryID}/x`);
  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const sidebar = page.getByRole('complementary', { name: labels.get('lbl_lst_filters') });
  await expect(facet(sidebar, name)).toHaveAttribute('aria-pressed', 'true');

  const rows = await api.call('getAllProducts', {
    CategoryID: String(category.CategoryID),
    languageCode: 'ar',
    PageSize: 9,
    OrderByColumnName: '',
  });
  await expect(firstCardName(page)).toHaveText(Api.first(rows, 'product').ProductName);
  await expect(cards(page).first()).toContainText(common.get('lbl_cmn_add_to_cart') ?? 'أضف');

  // An Arabic word of the category's name finds its products.
  const term = name.split(/\s+/)[0] ?? name;
  const found = await api.call('getAllProducts', {
    SearchTerm: term,
    languageCode: 'ar',
    OrderByColumnName: '',
  });
  await page.goto(`/ar/all-products/0/all-categories?SearchTerm=${encodeURIComponent(term)}`);
  await expect(cards(page)).toHaveCount(Math.min(found[0]?.TotalRecords ?? 0, 9));
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('region', { name: labels.get('lbl_lst_applied') })).toContainText(
    term,
  );
});

for (const lang of ['en', 'ar'] as const) {
  test(`/${lang}/ sidebar: the popular products block lists the server's ten`, async ({
    page,
    api,
  }) => {
    const labels = await api.labels('AllProducts', lang);
    const popular = await api.call('getPopularProducts', {
      PageNo: 1,
      PageSize: 10,
      TabName: '',
      languageCode: lang,
    });
    await page.goto(`/${lang}/all-products/0/all-categories`);
    const sidebar = page.getByRole('complementary', { name: labels.get('lbl_lst_filters') });
    const block = sidebar.getByRole('region', { name: labels.get('lbl_lst_popular') });
    await expect(block.getByRole('listitem')).toHaveCount(popular.length);
    await expect(block).toHaveCSS('direction', lang === 'ar' ? 'rtl' : 'ltr');
    const first = Api.first(popular, 'popular product');
    await block.getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/product-detail/${first.ProductId}/`));
    await page.goBack();
    await sidebar.getByRole('link', { name: labels.get('lbl_lst_popular_all') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/all-products/0/popular-products`));
    await expect(
      sidebar.getByRole('link', { name: labels.get('lbl_lst_popular_all') }),
    ).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a drawer that keeps focus and shows how many products', async ({
    page,
    api,
  }) => {
    const brands = await api.call('getManufacturerList', { PageNo: 1, PageSize: 100 });
    const row = Api.first(
      (await facets(api, {})).filter((r) => r.Facet === 'brand' && r.Count > 0),
      'brand',
    );
    const brand = brands.find((b) => b.ManufacturerID === row.ID)?.Name ?? '';

    await page.goto('/en/all-products/0/all-categories');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: L.lbl_lst_filters })).toHaveCount(0);
    const open = page.getByRole('button', { name: L.lbl_lst_filters, exact: true });
    await open.click();
    const drawer = page.getByRole('dialog', { name: L.lbl_lst_filters });
    await expect(drawer).toBeVisible();
    await facet(drawer, brand, row.Count).click();
    await expect(page).toHaveURL(new RegExp(`ManufacturerID=${row.ID}`));
    const show = drawer.getByRole('button', { name: `Show ${row.Count} product` });
    await expect(show).toBeVisible();

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();

    await page.getByRole('button', { name: /^Filters/ }).click();
    await drawer.getByRole('button', { name: /^Show \d+ product/ }).click();
    await expect(drawer).toBeHidden();
    await expect(cards(page)).toHaveCount(Math.min(row.Count, 9));
  });
});

test('card buttons: add to cart, wish list, and a product to choose options for', async ({
  page,
  api,
}) => {
  const products = await api.popularProducts();
  let plain: (typeof products)[number] | undefined;
  let withSize: (typeof products)[number] | undefined;
  for (const product of products) {
    const [detail] = await api.call('getProductDetail', { ProductId: product.ProductId });
    const attributes = await api.call('getProductAttributes', { ProductId: product.ProductId });
    if (!detail || detail.StockQuantity < 1) continue;
    const choices =
      detail.ProductSizesJson.length +
      detail.ProductColorsJson.length +
      attributes.filter((a) => a.IsRequiredAttribute).length;
    if (choices === 0) plain ??= product;
    if (detail.ProductSizesJson.length > 0) withSize ??= product;
  }
  if (!plain || !withSize) throw new Error('the seed should hold both kinds of product');

  await page.goto(`/en/all-products/0/popular-products?PageSize=100`);
  const card = cards(page).filter({ hasText: plain.ProductName }).first();
  await card.getByRole('button', { name: `Add to cart: ${plain.ProductName}` }).click();
  await expect(toast(page, 'success', MESSAGES.cartAdded)).toBeVisible();
  await expect(page.getByRole('link', { name: /Cart\s*\(1\)/ })).toBeVisible();
  // Again: the same choice raises the line's quantity (deviation 13), counted in pieces.
  await card.getByRole('button', { name: `Add to cart: ${plain.ProductName}` }).click();
  await expect(page.getByRole('link', { name: /Cart\s*\(2\)/ })).toBeVisible();
  await card.getByRole('button', { name: `Add to wish list: ${plain.ProductName}` }).click();
  await expect(toast(page, 'success', MESSAGES.wishlistAdded)).toBeVisible();
  await expect(
    card.getByRole('button', { name: `In your wish list: ${plain.ProductName}` }),
  ).toBeVisible();

  const sized = cards(page).filter({ hasText: withSize.ProductName }).first();
  await sized.getByRole('button', { name: `Add to cart: ${withSize.ProductName}` }).click();
  await expect(toast(page, 'info', MESSAGES.selectSize)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/product-detail/${withSize.ProductId}/`));
});

for (const lang of ['en', 'ar'] as const) {
  test(`/${lang}/ listing has no serious or critical accessibility violations`, async ({
    page,
    axe,
  }) => {
    await page.goto(`/${lang}/all-products/0/all-categories?MinPrice=500&MaxPrice=999.99&Rating=3`);
    await expect(cards(page).first()).toBeVisible();
    await waitForIdle(page);
    await axe();
  });
}

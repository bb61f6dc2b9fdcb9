// The catalogue in Arabic (issue #20 §6): an Arabic shopper reads the product's full
// description right to left in Arabic, its delivery methods and brand in Arabic, and filters the
// listing by brands named in Arabic. Expected texts come from the server's own Arabic answers.
import { listingTexts } from '@bazaar/i18n/labels/listing';
import { productDetailTexts as T } from '@bazaar/i18n/labels/product-detail';
import { expect, test } from '../fixtures.ts';
import { escapeRegExp, waitForIdle } from '../ui.ts';

const ARABIC_LETTER = /[\u0621-\u064a]/;
/** The text of an HTML fragment's first paragraph (the server's sanitised description). */
const firstParagraph = (html: string) => /<p>(.*?)<\/p>/.exec(html)?.[1] ?? '';

test('the product page reads its description, delivery and brand in Arabic', async ({
  page,
  api,
}) => {
  const [first] = await api.call('getAllProducts', {
    CategoryID: '0',
    PageNo: 1,
    PageSize: 1,
    languageCode: 'ar',
    OrderByColumnName: '',
  });
  const arabic = await api.productDetail(first?.ProductId ?? 0, 'ar');
  expect(arabic.FullDescription).toMatch(ARABIC_LETTER);

  await page.goto(`/ar/product-detail/${arabic.ProductId}/shop/product`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.ProductName);
  await waitForIdle(page);

  const description = page.getByRole('tabpanel', { name: T.lbl_prd_det_desc.ar });
  const html = description.locator('.product-description');
  await expect(html.locator('p').first()).toHaveText(firstParagraph(arabic.FullDescription));
  await expect(html.getByRole('listitem').first()).toContainText(ARABIC_LETTER);
  await expect(html.locator('strong')).toHaveText('العناية:');
  // dir="auto" on the description: Arabic text reads right to left, an English fallback would not.
  await expect(html).toHaveCSS('direction', 'rtl');

  await page.getByRole('tab', { name: T.lbl_prd_det_addinfo.ar }).click();
  const info = page.getByRole('tabpanel', { name: T.lbl_prd_det_addinfo.ar });
  await expect(info).toContainText(arabic.ManufacturerName);
  expect(arabic.ManufacturerName).toMatch(ARABIC_LETTER);

  await page.getByRole('tab', { name: T.lbl_prd_det_shipinfo.ar }).click();
  const shipping = page.getByRole('tabpanel', { name: T.lbl_prd_det_shipinfo.ar });
  for (const method of arabic.ProductShipMethodsJson) {
    expect(method.ShippingMethodName).toMatch(ARABIC_LETTER);
    await expect(
      shipping.getByRole('listitem').filter({ hasText: method.ShippingMethodName }),
    ).toBeVisible();
  }
});

test('the listing filters by brands named in Arabic', async ({ page, api }) => {
  const brands = await api.call('getManufacturerList', { PageNo: 1, PageSize: 100 });
  const brand = brands.find((row) => row.LocalizationJsonData.length > 0);
  const name = brand?.LocalizationJsonData[0]?.text ?? '';
  expect(name).toMatch(ARABIC_LETTER);

  await page.goto('/ar/all-products/0/all-categories');
  const sidebar = page.getByRole('complementary', { name: listingTexts.lbl_lst_filters.ar });
  await sidebar
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}\\s*\\(\\d+\\)$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`ManufacturerID=${brand?.ManufacturerID}(&|$)`));
});

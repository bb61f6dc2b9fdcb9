// Product detail (spec §2, §4, §5): a shopper picks a colour (the gallery follows), a variant
// with an additional price (the price follows), reads the size guide, meets the quantity limit,
// adds to the cart (reviews: reviews.spec.ts); the same core path in Arabic; "Product not found";
// axe-core in both languages. Products are found through the API by what they offer.
import {
  ATTRIBUTE_KIND,
  ATTRIBUTE_PRICE_TYPE,
  LOW_STOCK_THRESHOLD,
  QUANTITY,
} from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES, quantityLimitMessage } from '@bazaar/contract/messages';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { rupeesToPaise } from '@bazaar/contract/money/paise';
import { t as message } from '@bazaar/i18n/messages';
import { productDetailTexts } from '@bazaar/i18n/labels/product-detail';
import type { Page } from '@playwright/test';
import type { Api } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { toast, waitForIdle } from '../ui.ts';
import type { Lang } from '@bazaar/i18n/text';

const L = LABELS.ProductDetail;
type Detail = Awaited<ReturnType<Api['productDetail']>>;
type Attribute = Awaited<ReturnType<Api['productAttributes']>>[number];

interface Candidate {
  detail: Detail;
  attributes: Attribute[];
}

/** Products read so far, in listing order, and the listing's ids (kept for the worker's tests). */
const seen: Candidate[] = [];
let listing: number[] | undefined;
const BATCH = 10;

/**
 * The first product of the listing that passes `test`, reading details and attributes ten
 * products at a time and only as far as needed (a loaded machine answers 200 reads slowly).
 */
async function find(api: Api, what: string, test: (c: Candidate) => boolean): Promise<Candidate> {
  const known = seen.find(test);
  if (known) return known;
  listing ??= (
    await api.call('getAllProducts', { PageNo: 1, PageSize: 100, OrderByColumnName: '' })
  ).map((row) => row.ProductId);
  while (seen.length < listing.length) {
    const batch = await Promise.all(
      listing.slice(seen.length, seen.length + BATCH).map(async (id) => ({
        detail: await api.productDetail(id),
        attributes: await api.productAttributes(id),
      })),
    );
    seen.push(...batch);
    const found = batch.find(test);
    if (found) return found;
  }
  throw new Error(`the seed should contain a product with ${what}`);
}

/** Two colours that each have their own first picture, sizes, and in stock. */
const withColoursAndSizes = (c: Candidate) => {
  const colourIds = new Set(c.detail.ProductImagesJson.map((image) => image.ColorID));
  return (
    c.detail.StockQuantity > 5 &&
    c.detail.ProductSizesJson.length > 0 &&
    c.detail.ProductColorsJson.filter((colour) => colourIds.has(colour.ColorID)).length >= 2
  );
};

const pricedVariant = (c: Candidate) =>
  c.attributes.find(
    (a) =>
      a.ProductAttributeID > ATTRIBUTE_KIND.Size &&
      a.PriceType === ATTRIBUTE_PRICE_TYPE.FixedValue &&
      a.AdditionalPrice > 0,
  );

/** The wire's rupees as the page prints them (the contract's money text). */
const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

async function open(page: Page, lang: Lang, productId: number) {
  await page.goto(`/${lang}/product-detail/${productId}/shop/product`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForIdle(page);
}

test('colour filters the gallery; size guide; quantity limit; add to cart', async ({
  page,
  api,
}) => {
  const { detail } = await find(api, 'two pictured colours and sizes', withColoursAndSizes);
  await open(page, 'en', detail.ProductId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.ProductName);

  // Choosing a colour shows that colour's first picture.
  const pictured = detail.ProductColorsJson.filter((colour) =>
    detail.ProductImagesJson.some((image) => image.ColorID === colour.ColorID),
  );
  const main = page.getByTestId('gallery-main');
  for (const colour of pictured.slice(0, 2).reverse()) {
    await page.getByRole('radio', { name: colour.ColorName, exact: true }).check();
    const first = detail.ProductImagesJson.find((image) => image.ColorID === colour.ColorID);
    await expect(main).toHaveAttribute('src', first?.AttachmentURL ?? '');
  }

  // The size guide lists the product's sizes with inches and centimetres; Escape closes it and
  // focus goes back to its button.
  const sizes = await api.call('getSizeList', { PageNo: 1, PageSize: 100 });
  const guideButton = page.getByRole('button', { name: L.lbl_prd_det_sizeguide });
  await guideButton.click();
  const guide = page.getByRole('dialog', { name: L.lbl_prd_det_sizeguide });
  await expect(guide).toBeVisible();
  for (const size of detail.ProductSizesJson) {
    const full = sizes.find((row) => row.SizeID === size.SizeID);
    const row = guide
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: size.ShortName, exact: true }) });
    await expect(row).toContainText(full?.Inches ?? '');
    await expect(row).toContainText(full?.Centimeters ?? '');
  }
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(guideButton).toBeFocused();

  // Add to cart asks for the size first (spec §5 order).
  const addToCart = page.getByRole('button', { name: L.lbl_prd_det_addcart, exact: true });
  await addToCart.click();
  await expect(toast(page, 'error', MESSAGES.selectSize)).toBeVisible();

  // Quantity stops at the product's limit and says so.
  const limit =
    detail.OrderMaximumQuantity > 0
      ? Math.min(QUANTITY.max, detail.OrderMaximumQuantity)
      : QUANTITY.max;
  const plus = page.getByRole('button', { name: L.lbl_prd_increase });
  for (let n = 1; n < limit; n += 1) await plus.click();
  await expect(page.getByTestId('quantity')).toHaveText(String(limit));
  await plus.click();
  await expect(toast(page, 'error', quantityLimitMessage(limit))).toBeVisible();
  await expect(page.getByTestId('quantity')).toHaveText(String(limit));

  await page
    .getByRole('radio', { name: detail.ProductSizesJson[0]?.ShortName, exact: true })
    .check();
  const required = (await api.productAttributes(detail.ProductId)).filter(
    (a) => a.ProductAttributeID > ATTRIBUTE_KIND.Size && a.IsRequiredAttribute,
  );
  if (required.length > 0) {
    for (const name of new Set(required.map((a) => a.AttributeDisplayName))) {
      const option = required.find((a) => a.AttributeDisplayName === name);
      await page
        .getByRole('group', { name })
        .getByRole('radio', { name: option?.PrimaryKeyDisplayValue })
        .check();
    }
  }
  await expect(page.getByRole('link', { name: /Cart\s*\(0\)/ })).toBeVisible();
  await addToCart.click();
  await expect(toast(page, 'success', MESSAGES.cartAdded)).toBeVisible();
  // The header counts pieces (deviation 40); the same choice again at its limit is refused.
  await expect(
    page.getByRole('link', { name: new RegExp(`Cart\\s*\\(${limit}\\)`) }),
  ).toBeVisible();
  await addToCart.click();
  await expect(toast(page, 'error', MESSAGES.cartDuplicate)).toBeVisible();
});

test('a variant with an additional price changes the price', async ({ page, api }) => {
  const product = await find(api, 'a priced variant', (c) => Boolean(pricedVariant(c)));
  const option = pricedVariant(product);
  if (!option) throw new Error('unreachable');
  const { detail } = product;
  await open(page, 'en', detail.ProductId);
  const price = page.getByTestId('product-price');
  const paid = detail.DiscountedPrice ?? detail.Price;
  await expect(price).toContainText(rupees(paid));

  // The option and its extra price are on the page, without a click ("Gift wrap (+₹49)").
  const group = page.getByRole('group', { name: option.AttributeDisplayName });
  const choice = group.getByRole('radio', { name: option.PrimaryKeyDisplayValue });
  await expect(choice).toBeVisible();
  await expect(group.locator('label', { hasText: option.PrimaryKeyDisplayValue })).toContainText(
    `(+${rupees(option.AdditionalPrice)})`,
  );
  await choice.check();
  await expect(price).toContainText(rupees(paid + option.AdditionalPrice));
});

// Writing a review needs a delivered order now: specs/reviews.spec.ts (issue #20 §5).

test('in Arabic: right to left, the Arabic name, Arabic messages', async ({ page, api }) => {
  const { detail } = await find(api, 'two pictured colours and sizes', withColoursAndSizes);
  const arabic = await api.productDetail(detail.ProductId, 'ar');
  await open(page, 'ar', detail.ProductId);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.ProductName);
  // Colour names come back in Arabic.
  const colour = arabic.ProductColorsJson[0];
  expect(colour?.ColorName).toMatch(/[\u0600-\u06ff]/);
  await page.getByRole('radio', { name: colour?.ColorName, exact: true }).check();
  await page
    .getByRole('button', { name: productDetailTexts.lbl_prd_det_addcart.ar, exact: true })
    .click();
  await expect(toast(page, 'error', message('ar', 'selectSize'))).toBeVisible();
  await expect(
    page.getByRole('tab', { name: new RegExp(productDetailTexts.lbl_prd_det_desc.ar) }),
  ).toHaveAttribute('aria-selected', 'true');
  // Arrow keys follow the reading direction: ArrowLeft is "next" in Arabic.
  await page.getByRole('tab', { name: new RegExp(productDetailTexts.lbl_prd_det_desc.ar) }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(
    page.getByRole('tab', { name: new RegExp(productDetailTexts.lbl_prd_det_addinfo.ar) }),
  ).toBeFocused();
});

test.describe('an unknown product', () => {
  // The server answers an unknown product with HTTP 404 (the storefront still renders), and the
  // browser logs the document's 404 as a console error; that status is the point here.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });

  test('"Product not found" for an unknown id, with ways back', async ({ page }) => {
    for (const id of ['999999', 'not-a-number']) {
      const response = await page.goto(`/en/product-detail/${id}/shop/nothing`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: L.lbl_prd_not_found_title }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: L.lbl_prd_browse_all })).toHaveAttribute(
        'href',
        '/en/all-products/0/all-categories',
      );
      await expect(page.getByRole('link', { name: L.lbl_prd_back_home })).toHaveAttribute(
        'href',
        '/en/',
      );
    }
  });
});

/** A popular product with colours and sizes (twenty reads at most: axe is the slow part here). */
async function productWithChoices(api: Api): Promise<number> {
  for (const row of await api.popularProducts()) {
    const detail = await api.productDetail(row.ProductId);
    if (detail.ProductColorsJson.length > 0 && detail.ProductSizesJson.length > 0) {
      return detail.ProductId;
    }
  }
  throw new Error('the seed should contain a popular product with colours and sizes');
}

// One axe run per test: a full product page (twenty related cards, the reviews) takes axe a while.
for (const lang of ['en', 'ar'] as const) {
  test(`no serious accessibility violations on a product (${lang})`, async ({ page, api, axe }) => {
    await open(page, lang, await productWithChoices(api));
    await expect(page.getByRole('tablist')).toBeVisible();
    await axe();
  });

  test(`no serious accessibility violations on its reviews tab (${lang})`, async ({
    page,
    api,
    axe,
  }) => {
    await open(page, lang, await productWithChoices(api));
    await page.getByRole('tab').last().click();
    await expect(page.getByRole('tabpanel').last()).toBeVisible();
    await axe();
  });
}

test('a swipe turns the picture; a related product opens at the top of its page', async ({
  page,
  api,
}) => {
  const { detail } = await find(api, 'two pictured colours and sizes', withColoursAndSizes);
  const related = await api.call('getRelatedProducts', {
    ProductId: detail.ProductId,
    PageNo: 1,
    PageSize: 20,
  });
  const next = related[0];
  if (!next) throw new Error('the seed should give the product related products');
  await open(page, 'en', detail.ProductId);

  // A touch swipe towards the start edge shows the next picture (the product has two colours
  // with pictures, so at least two pictures).
  const total = detail.ProductImagesJson.length;
  const box = await page.getByTestId('gallery-main').boundingBox();
  if (!box) throw new Error('the gallery should be on screen');
  const touch = { pointerType: 'touch', isPrimary: true, pointerId: 1, clientY: box.y + 100 };
  const stage = page.getByTestId('gallery-main');
  await stage.dispatchEvent('pointerdown', { ...touch, clientX: box.x + box.width * 0.8 });
  await stage.dispatchEvent('pointerup', { ...touch, clientX: box.x + box.width * 0.2 });
  await expect(
    page.getByRole('button', { name: `Image 2 of ${total}`, exact: true }),
  ).toHaveAttribute('aria-current', 'true');

  const section = page.getByRole('region', { name: L.lbl_prd_related });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.ProductName);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('stock: the count only where DisplayStockQuantity allows; out of stock disables Add to Cart', async ({
  page,
  api,
}) => {
  const low = await find(
    api,
    'a low stock that shows its count',
    (c) =>
      c.detail.DisplayStockQuantity &&
      c.detail.StockQuantity >= 1 &&
      c.detail.StockQuantity <= LOW_STOCK_THRESHOLD,
  );
  await open(page, 'en', low.detail.ProductId);
  await expect(page.getByTestId('stock')).toHaveText(`Only ${low.detail.StockQuantity} left`);
  await expect(
    page.getByRole('button', { name: L.lbl_prd_det_addcart, exact: true }),
  ).toBeEnabled();

  const counted = await find(
    api,
    'a stock that shows its count',
    (c) => c.detail.DisplayStockQuantity && c.detail.StockQuantity > LOW_STOCK_THRESHOLD,
  );
  await open(page, 'en', counted.detail.ProductId);
  await expect(page.getByTestId('stock')).toHaveText(
    `In Stock (${counted.detail.StockQuantity} pieces)`,
  );

  const hidden = await find(
    api,
    'a stock that keeps its count',
    (c) => !c.detail.DisplayStockQuantity && c.detail.StockQuantity >= 1,
  );
  await open(page, 'en', hidden.detail.ProductId);
  await expect(page.getByTestId('stock')).toHaveText(L.lbl_prd_det_instock);

  const none = await find(api, 'no stock', (c) => c.detail.StockQuantity < 1);
  await open(page, 'en', none.detail.ProductId);
  await expect(page.getByTestId('stock')).toHaveText(L.lbl_prd_det_outstock);
  await expect(page.getByRole('button', { name: L.lbl_prd_det_outstock })).toBeDisabled();
  await expect(
    page.getByRole('button', { name: L.lbl_prd_det_addwish, exact: true }),
  ).toBeEnabled();
});

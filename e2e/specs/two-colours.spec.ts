// Two colours of one product in one order (issue #19 item 5, deviation 13), in English and
// Arabic: added from the product page as two lines, each line shows its own colour on the cart,
// at checkout, on the confirmation page, in the order history and in the order e-mail.
import type { Locator, Page } from '@playwright/test';
import { ATTRIBUTE_KIND } from '@bazaar/contract/constants';
import { LABEL_TEXTS } from '@bazaar/i18n/labels';
import { fill } from '@bazaar/i18n/text';
import type { Api } from '../api.ts';
import { text } from '../accounts.ts';
import {
  label,
  loggedInShopper,
  placeByCashOnDelivery,
  storedCart,
  checkoutControls,
  type Lang,
} from '../checkout.ts';
import { mailsTo } from '../mail.ts';
import { expect, test } from '../fixtures.ts';
import { escapeRegExp, waitForIdle } from '../ui.ts';

type Detail = Awaited<ReturnType<Api['productDetail']>>;
type Attribute = Awaited<ReturnType<Api['productAttributes']>>[number];

/** A physical product in stock with two colours (`skip`: this language's own product). */
async function twoColourProduct(api: Api, skip: number) {
  let toSkip = skip;
  for (const row of await api.popularProducts()) {
    if (row.InStock === false) continue;
    const detail = await api.productDetail(row.ProductId);
    if (
      detail.IsDigitalProduct ||
      detail.StockQuantity < 6 ||
      detail.ProductColorsJson.length < 2
    ) {
      continue;
    }
    if (toSkip > 0) {
      toSkip -= 1;
      continue;
    }
    return detail;
  }
  throw new Error('the seed should have popular products in two colours');
}

/** A radio by the option's name, whether or not an extra price follows it ("Red +₹50"). */
const option = (scope: Page | Locator, name: string) =>
  scope.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}( \\+.*)?$`) });

/** Chooses a colour and the first of every other required choice, then adds to the cart. */
async function addInColour(
  page: Page,
  lang: Lang,
  detail: Detail,
  attributes: readonly Attribute[],
  colour: string,
) {
  await option(page, colour).check();
  const size = detail.ProductSizesJson[0];
  if (size) await option(page, size.ShortName).check();
  const required = attributes.filter(
    (a) => a.ProductAttributeID > ATTRIBUTE_KIND.Size && a.IsRequiredAttribute,
  );
  for (const name of new Set(required.map((a) => a.AttributeDisplayName))) {
    const first = required.find((a) => a.AttributeDisplayName === name);
    await page
      .getByRole('group', { name })
      .getByRole('radio', { name: first?.PrimaryKeyDisplayValue })
      .check();
  }
  const add = LABEL_TEXTS.ProductDetail.lbl_prd_det_addcart[lang];
  await page.getByRole('button', { name: add, exact: true }).click();
}

const cartLink = (page: Page, lang: Lang, pieces: number) =>
  page.getByRole('banner').getByRole('link', {
    name: new RegExp(`${escapeRegExp(text(lang)('Navbar', 'lbl_hdr_cart'))}\\s*\\(${pieces}\\)`),
  });

/** Each colour on exactly one of these rows. */
async function oneRowEach(rows: Locator, colours: readonly string[]) {
  for (const colour of colours) {
    await expect(rows.filter({ hasText: colour })).toHaveCount(1);
  }
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`[${lang}] two colours of one product: two lines on every screen and in the e-mail`, async ({
    page,
    api,
  }) => {
    // Product page, cart, checkout, confirmation, history and mail on a loaded 2-core machine.
    test.setTimeout(90_000);
    const t = label(lang);
    const shopper = await loggedInShopper(page, api, lang);
    const { ProductId } = await twoColourProduct(api, lang === 'en' ? 0 : 1);
    // Names as the page shows them, in its language.
    const detail = await api.productDetail(ProductId, lang);
    const attributes = await api.call('getProductAttributes', { ProductId, languageCode: lang });
    const colours = detail.ProductColorsJson.slice(0, 2).map((c) => c.ColorName);

    // The product page: one colour, then the other: two lines, two pieces.
    await page.goto(`/${lang}/product-detail/${detail.ProductId}/shop/item`);
    await waitForIdle(page);
    for (const [index, colour] of colours.entries()) {
      await addInColour(page, lang, detail, attributes, colour);
      await expect(cartLink(page, lang, index + 1)).toBeVisible();
    }
    const { stored } = await storedCart(page);
    expect(stored).toHaveLength(2);

    // The cart: each line says its colour.
    await page.goto(`/${lang}/cart`);
    const cartLines = page.getByTestId(`cart-line-${detail.ProductId}`);
    await expect(cartLines).toHaveCount(2);
    for (const colour of colours) {
      const said = fill(lang, t('Cart', 'lbl_cart_color'), { name: colour });
      await expect(cartLines.filter({ hasText: said })).toHaveCount(1);
    }

    // Checkout's order table: one row per colour.
    await page.goto(`/${lang}/checkout`);
    const controls = checkoutControls(page, lang);
    await expect(controls.placeOrder).toBeEnabled();
    await oneRowEach(controls.orderTable.getByRole('row'), colours);

    // The confirmation page.
    const orderNumber = await placeByCashOnDelivery(page, lang);
    const main = page.getByRole('main');
    await expect(main.getByRole('rowheader')).toHaveCount(2);
    await oneRowEach(main.getByRole('row'), colours);

    // The order history: the newest order's items.
    await page.goto(`/${lang}/orders-history`);
    const orders = page.getByRole('main').getByRole('table').first();
    await orders.getByRole('row').nth(1).getByRole('button').click();
    const items = page.getByRole('main').getByRole('table').nth(1);
    await expect(items.getByRole('rowheader')).toHaveCount(2);
    await oneRowEach(items.getByRole('row'), colours);

    // The order e-mail, in the account's language (English: signed up through the API), both
    // lines, each with its colour.
    const mailed = (await api.productDetail(ProductId, 'en')).ProductColorsJson.slice(0, 2);
    await expect
      .poll(async () => (await mailsTo(shopper.email)).some((m) => m.text.includes(orderNumber)))
      .toBe(true);
    const mail = (await mailsTo(shopper.email)).find((m) => m.text.includes(orderNumber));
    const mailLines = (mail?.text ?? '').split('\n');
    for (const { ColorName } of mailed) {
      expect(
        mailLines.filter((line) => line.includes(ColorName)),
        mail?.text,
      ).toHaveLength(1);
    }
  });
}

// Cart (spec §2, §4, §5, §8; issue #9): adding with every kind of choice, the cart screen priced
// by the server (stepper limits, remove, totals), an item that runs out while in the cart, the
// coupon, the empty cart's toast, two tabs in step, Arabic, and axe-core in both languages.
// Products are found through the API by what they offer; expected figures are the server's.
import { ATTRIBUTE_KIND, QUANTITY } from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES, quantityLimitMessage, selectVariantMessage } from '@bazaar/contract/messages';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { rupeesToPaise } from '@bazaar/contract/money/paise';
import { cartTexts } from '@bazaar/i18n/labels/cart';
import { t as message } from '@bazaar/i18n/messages';
import type { Page } from '@playwright/test';
import type { Api } from '../api.ts';
import { setProductStock } from '../db.ts';
import { expect, test } from '../fixtures.ts';
import { toast } from '../ui.ts';
import { seedCart } from '../checkout.ts';

const C = LABELS.Cart;
const P = LABELS.ProductDetail;

type Detail = Awaited<ReturnType<Api['productDetail']>>;
type Attribute = Awaited<ReturnType<Api['productAttributes']>>[number];
interface Candidate {
  detail: Detail;
  attributes: Attribute[];
}

const requiredVariants = (c: Candidate) =>
  c.attributes.filter((a) => a.ProductAttributeID > ATTRIBUTE_KIND.Size && a.IsRequiredAttribute);
/** Nothing to choose: a card or the cart can take it as it is. */
const plain = (c: Candidate) =>
  c.detail.StockQuantity > 10 &&
  c.detail.ProductSizesJson.length === 0 &&
  c.detail.ProductColorsJson.length === 0 &&
  requiredVariants(c).length === 0;

/** Products of the listing that pass `test`, read ten at a time from `from` (the end: -1). */
async function find(
  api: Api,
  what: string,
  test: (c: Candidate) => boolean,
  { fromEnd = false } = {},
): Promise<Candidate> {
  const ids = (
    await api.call('getAllProducts', { PageNo: 1, PageSize: 100, OrderByColumnName: '' })
  ).map((row) => row.ProductId);
  if (fromEnd) ids.reverse();
  for (let at = 0; at < ids.length; at += 10) {
    const batch = await Promise.all(
      ids.slice(at, at + 10).map(async (id) => ({
        detail: await api.productDetail(id),
        attributes: await api.productAttributes(id),
      })),
    );
    const found = batch.find(test);
    if (found) return found;
  }
  throw new Error(`the seed should contain a product with ${what}`);
}

const line = (productId: number, quantity = 1): CartLine => ({
  ProductId: productId,
  productSelectedAttributes: [],
  Quantity: quantity,
  ShippingCharges: 0,
  DefaultImage: '',
});

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as CartLine[]);

/** The wire's rupees as the page prints them (the contract's money text). */
const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

/** The totals box shows what the server answers for the stored cart. */
async function expectServerTotals(page: Page, api: Api) {
  const priced = await api.call('getCartItems', {
    cartJsonData: JSON.stringify(await storedCart(page)),
    languageCode: 'en',
  });
  await expect(page.getByTestId('cart-subtotal')).toHaveText(rupees(priced.cartSubTotal));
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(priced.orderTotal));
  return priced;
}

const cartLink = (page: Page, count: number) =>
  page.getByRole('link', { name: new RegExp(`Cart\\s*\\(${count}\\)`) });

test('add with size, colour and variant: each missing choice says so; the cart shows them', async ({
  page,
  api,
}) => {
  const product = await find(
    api,
    'sizes, colours and a required variant',
    (c) =>
      c.detail.StockQuantity > 5 &&
      c.detail.ProductSizesJson.length > 0 &&
      c.detail.ProductColorsJson.length > 0 &&
      requiredVariants(c).length > 0,
  );
  const { detail } = product;
  const variant = requiredVariants(product)[0];
  const size = detail.ProductSizesJson[0];
  const colour = detail.ProductColorsJson[0];
  if (!variant || !size || !colour) throw new Error('the product should offer its choices');

  await page.goto(`/en/product-detail/${detail.ProductId}/shop/product`);
  const addToCart = page.getByRole('button', { name: P.lbl_prd_det_addcart, exact: true });
  await addToCart.click();
  await expect(toast(page, 'error', MESSAGES.selectSize)).toBeVisible();
  await page.getByRole('radio', { name: size.ShortName, exact: true }).check();
  await addToCart.click();
  await expect(toast(page, 'error', MESSAGES.selectColor)).toBeVisible();
  await page.getByRole('radio', { name: colour.ColorName, exact: true }).check();
  await addToCart.click();
  await expect(
    toast(page, 'error', selectVariantMessage(variant.AttributeDisplayName)),
  ).toBeVisible();
  // Every option is on the page itself, no button to open first.
  await page
    .getByRole('group', { name: variant.AttributeDisplayName })
    .getByRole('radio', { name: variant.PrimaryKeyDisplayValue })
    .check();
  await addToCart.click();
  await expect(toast(page, 'success', MESSAGES.cartAdded)).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  // The exact same choice again raises the line's quantity (deviation 13); the header counts
  // pieces (deviation 40).
  await addToCart.click();
  await expect(cartLink(page, 2)).toBeVisible();

  await cartLink(page, 2).click();
  await expect(page).toHaveURL('/en/cart');
  const row = page.getByTestId(`cart-line-${detail.ProductId}`);
  await expect(row.getByRole('link', { name: detail.ProductName })).toBeVisible();
  await expect(row).toContainText(`Colour: ${colour.ColorName}`);
  await expect(row).toContainText(`Size: ${size.ShortName}`);
  const eye = row.getByRole('button', { name: `Show variants of ${detail.ProductName}` });
  await eye.click();
  const variants = page.getByRole('dialog', { name: C.lbl_cart_product_variant });
  await expect(variants).toContainText(variant.AttributeDisplayName);
  await expect(variants).toContainText(variant.PrimaryKeyDisplayValue);
  await page.keyboard.press('Escape');
  await expect(variants).toBeHidden();
  await expect(eye).toBeFocused();
  await expectServerTotals(page, api);
  await expect(page.getByRole('link', { name: C.lbl_cart_proc_check })).toBeVisible();
});

test('stepper: minus stops at 1, plus at the limit says so; remove; totals follow', async ({
  page,
  api,
}) => {
  const limited = await find(
    api,
    'an order maximum below 10 and nothing to choose',
    (c) => plain(c) && c.detail.OrderMaximumQuantity > 1 && c.detail.OrderMaximumQuantity < 10,
  );
  const other = await find(
    api,
    'no order maximum and nothing to choose',
    (c) => plain(c) && c.detail.OrderMaximumQuantity === 0,
  );
  await seedCart(page, [line(limited.detail.ProductId), line(other.detail.ProductId, 9)]);
  await page.goto('/en/cart');
  const name = limited.detail.ProductName;
  const row = page.getByTestId(`cart-line-${limited.detail.ProductId}`);
  await expect(row.getByRole('button', { name: `Decrease quantity of ${name}` })).toBeDisabled();
  await expectServerTotals(page, api);

  const plus = row.getByRole('button', { name: `Increase quantity of ${name}` });
  const limit = limited.detail.OrderMaximumQuantity;
  for (let n = 1; n < limit; n += 1) await plus.click();
  await expect(row.getByRole('status')).toHaveText(String(limit));
  await plus.click();
  await expect(toast(page, 'error', quantityLimitMessage(limit))).toBeVisible();
  await expect(row.getByRole('status')).toHaveText(String(limit));
  await expectServerTotals(page, api);

  // Without a product maximum the cap is 10.
  const otherRow = page.getByTestId(`cart-line-${other.detail.ProductId}`);
  const otherName = other.detail.ProductName;
  await otherRow.getByRole('button', { name: `Increase quantity of ${otherName}` }).click();
  await expect(otherRow.getByRole('status')).toHaveText(String(QUANTITY.max));
  await otherRow.getByRole('button', { name: `Increase quantity of ${otherName}` }).click();
  await expect(toast(page, 'error', quantityLimitMessage(QUANTITY.max))).toBeVisible();

  await otherRow.getByRole('button', { name: `Remove ${otherName} from the cart` }).click();
  await expect(otherRow).toHaveCount(0);
  // The header counts pieces (deviation 40): the one line left holds `limit` of them.
  await expect(cartLink(page, limit)).toBeVisible();
  const priced = await expectServerTotals(page, api);
  expect(priced.productsData.map((p) => [p.ProductId, p.Quantity])).toEqual([
    [limited.detail.ProductId, limit],
  ]);
  await row.getByRole('button', { name: `Remove ${name} from the cart` }).click();
  await expect(page.getByRole('heading', { name: C.lbl_cart_empty_title })).toBeVisible();
  await expect(page.getByRole('link', { name: C.lbl_cart_start_shopping })).toBeVisible();
});

test('an item that runs out while in the cart is flagged and holds checkout back', async ({
  page,
  api,
}) => {
  // From the end of the listing, so the other journeys' first picks are never this product.
  const product = await find(api, 'nothing to choose', plain, { fromEnd: true });
  const id = product.detail.ProductId;
  await seedCart(page, [line(id, 2)]);
  const stock = await setProductStock(id, 0);
  try {
    await page.goto('/en/cart');
    const row = page.getByTestId(`cart-line-${id}`);
    await expect(row).toContainText(C.lbl_cart_out_of_stock);
    await expect(page.getByText(C.lbl_cart_blocked)).toBeVisible();
    await expect(page.getByRole('button', { name: C.lbl_cart_proc_check })).toBeDisabled();

    await setProductStock(id, 1);
    await page.reload();
    await expect(row).toContainText('Only 1 left. Lower the quantity to 1 to continue.');
    await expect(page.getByRole('button', { name: C.lbl_cart_proc_check })).toBeDisabled();
    await row.getByRole('button', { name: 'Set quantity to 1' }).click();
    await expect(page.getByRole('link', { name: C.lbl_cart_proc_check })).toBeVisible();
    await expect(row.getByRole('status')).toHaveText('1');
  } finally {
    await setProductStock(id, stock);
  }
});

test('coupon: applied once with the discounted total, refused when invalid', async ({
  page,
  api,
}) => {
  const product = await find(api, 'nothing to choose', plain);
  const lines = [line(product.detail.ProductId, 2)];
  await seedCart(page, lines);
  await page.goto('/en/cart');
  const field = page.getByRole('textbox', { name: C.lbl_coupon_code });
  const apply = page.getByRole('button', { name: C.lbl_coupon_apply });

  await apply.click();
  await expect(toast(page, 'error', 'Coupon code is required')).toBeVisible();

  await field.fill('FESTIVE25'); // expired
  await apply.click();
  await expect(toast(page, 'error', MESSAGES.couponInvalid)).toBeVisible();
  await expect(page.getByText(/^Invalid coupon code! .+/)).toBeVisible();

  const expected = await api.call('getCouponDiscount', {
    CouponCode: 'WELCOME10',
    cartJsonData: JSON.stringify(lines),
    languageCode: 'en',
  });
  expect(expected.DiscountValueAfterCouponAppliedWithQuantity).toBeGreaterThan(0);
  await field.fill('welcome10');
  await apply.click();
  await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(expected.OrderTotalAfterDiscount));
  await field.fill('FLAT200');
  await apply.click();
  await expect(toast(page, 'error', MESSAGES.couponAlreadyApplied)).toBeVisible();

  await page.getByRole('button', { name: C.lbl_coupon_remove }).click();
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);
});

test('Cart(0) says the cart is empty; two tabs of the browser stay in step', async ({
  page,
  api,
}) => {
  await page.goto('/en/');
  await cartLink(page, 0).click();
  await expect(toast(page, 'info', MESSAGES.cartNoItems)).toBeVisible();
  await expect(page).toHaveURL('/en/');

  const product = await find(api, 'nothing to choose', plain);
  const other = await page.context().newPage();
  await other.goto(`/en/product-detail/${product.detail.ProductId}/shop/product`);
  await other.getByRole('button', { name: P.lbl_prd_det_addcart, exact: true }).click();
  await expect(toast(other, 'success', MESSAGES.cartAdded)).toBeVisible();
  // The first tab's header follows without a reload.
  await expect(cartLink(page, 1)).toBeVisible();
  await cartLink(page, 1).click();
  await expect(page.getByTestId(`cart-line-${product.detail.ProductId}`)).toBeVisible();
  await other.close();
});

test('in Arabic: labels, messages and the direction', async ({ page, api }) => {
  const limited = await find(
    api,
    'an order maximum below 10 and nothing to choose',
    (c) => plain(c) && c.detail.OrderMaximumQuantity > 1 && c.detail.OrderMaximumQuantity < 10,
  );
  const limit = limited.detail.OrderMaximumQuantity;
  await seedCart(page, [line(limited.detail.ProductId, limit)]);
  await page.goto('/ar/cart');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cartTexts.lbl_cart_title.ar);
  await expect(page.getByRole('heading', { name: cartTexts.lbl_cart_total.ar })).toBeVisible();
  const row = page.getByTestId(`cart-line-${limited.detail.ProductId}`);
  await row.locator('.cart-stepper__button').last().click();
  await expect(toast(page, 'error', message('ar', 'quantityLimit', { n: limit }))).toBeVisible();

  const field = page.getByRole('textbox', { name: cartTexts.lbl_coupon_code.ar });
  await field.fill('NOSUCHCODE');
  await page.getByRole('button', { name: cartTexts.lbl_coupon_apply.ar }).click();
  await expect(toast(page, 'error', message('ar', 'couponInvalid'))).toBeVisible();
  await page.getByRole('button', { name: cartTexts.lbl_coupon_apply.ar }).click();
  await expect(toast(page, 'error', message('ar', 'couponInvalid'))).toBeVisible();

  await row.locator('.cart-line__remove button').click();
  await expect(
    page.getByRole('heading', { name: cartTexts.lbl_cart_empty_title.ar }),
  ).toBeVisible();
  await page.getByRole('link', { name: /السلة\s*\(0\)/ }).click();
  await expect(toast(page, 'info', message('ar', 'cartNoItems'))).toBeVisible();
});

for (const lang of ['en', 'ar'] as const) {
  test(`no serious accessibility violations on the cart (${lang})`, async ({ page, api, axe }) => {
    const product = await find(
      api,
      'sizes and colours',
      (c) =>
        c.detail.StockQuantity > 5 &&
        c.detail.ProductSizesJson.length > 0 &&
        c.detail.ProductColorsJson.length > 0 &&
        requiredVariants(c).length === 0,
    );
    const plainOne = await find(api, 'nothing to choose', plain);
    const { detail } = product;
    const chosen = [
      {
        ProductAttributeID: ATTRIBUTE_KIND.Size,
        PrimaryKeyValue: detail.ProductSizesJson[0]?.SizeID,
      },
      {
        ProductAttributeID: ATTRIBUTE_KIND.Color,
        PrimaryKeyValue: detail.ProductColorsJson[0]?.ColorID,
      },
    ].map((choice) => ({
      ProductId: detail.ProductId,
      ...choice,
      PrimaryKeyValue: choice.PrimaryKeyValue ?? 0,
    }));
    await seedCart(page, [
      { ...line(detail.ProductId, 2), productSelectedAttributes: chosen },
      line(plainOne.detail.ProductId),
    ]);
    await page.goto(`/${lang}/cart`);
    await expect(page.getByTestId('cart-total')).toHaveText(/₹/);
    await axe();
    await page.getByTestId(`cart-line-${detail.ProductId}`).locator('.cart-line__variants').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe();
  });
}

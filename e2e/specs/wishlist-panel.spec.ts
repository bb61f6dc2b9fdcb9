// The header's Wishlist toggle opens 'My Wish List (count)' (spec §2): items with name and
// quantity x price; Clear Wishlist empties it; Continue Shopping closes it and goes home; items
// are added from the product page and cards (duplicates refused), moved to the cart through the
// add-to-cart checks, removed one by one; focus returns to the toggle; axe-core in both languages.
import { ATTRIBUTE_KIND, TRUNCATE } from '@bazaar/contract/constants';
import { keptText } from '@bazaar/contract/display-text';
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES } from '@bazaar/contract/messages';
import { wishlistTexts } from '@bazaar/i18n/labels/wishlist';
import { Api } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { escapeRegExp, stored, toast } from '../ui.ts';

const W = LABELS.Wishlist;

/** A panel button (Move to cart, Remove) followed by the product it is for. */
const forProduct = (action: string, name: string) =>
  new RegExp(`^${escapeRegExp(action)}\\s*: ${escapeRegExp(name)}$`);

test.beforeEach(async ({ page, api }) => {
  const product = Api.first(await api.popularProducts(), 'popular product');
  const item = {
    ProductId: product.ProductId,
    ProductName: product.ProductName,
    Price: product.Price,
    DiscountedPrice: product.DiscountedPrice,
    DiscountId: product.DiscountId,
    IsDiscountCalculated: product.IsDiscountCalculated,
    CouponCode: product.CouponCode,
    SizeId: 0,
    SizeShortName: '',
    ColorId: 0,
    ColorName: '',
    Quantity: 2,
    ShippingCharges: 0,
    DefaultImage: product.ProductImagesJson[0]?.AttachmentURL ?? '',
  };
  // A wish list kept from an earlier visit, stored once before the app first runs.
  await page.addInitScript((wish) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    window.localStorage.setItem('customerWishList', JSON.stringify([wish]));
  }, item);
});

test('the panel lists the stored item; Clear Wishlist empties it', async ({ page, api }) => {
  const product = Api.first(await api.popularProducts(), 'popular product');
  await page.goto('/en/about');
  await page.getByRole('button', { name: new RegExp(LABELS.Navbar.lbl_hdr_wishlist) }).click();

  const panel = page.getByRole('dialog', { name: `${LABELS.Wishlist.lbl_wishlist_title} (1)` });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(keptText(product.ProductName, TRUNCATE.wishlistName));
  await expect(panel).toContainText(/2 x ₹[\d,]+(\.\d{2})?/);

  await panel.getByRole('button', { name: LABELS.Wishlist.lbl_wishlist_clrlist }).click();
  await expect(
    page.getByRole('dialog', { name: `${LABELS.Wishlist.lbl_wishlist_title} (0)` }),
  ).toBeVisible();
  await expect.poll(() => stored(page, 'customerWishList')).toBe('[]');
});

test('Continue Shopping closes the panel and goes home', async ({ page }) => {
  await page.goto('/en/about');
  await page.getByRole('button', { name: new RegExp(LABELS.Navbar.lbl_hdr_wishlist) }).click();
  const panel = page.getByRole('dialog', { name: /My Wish List/ });
  await panel.getByRole('button', { name: LABELS.Wishlist.lbl_wishlist_contshop }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL('/en/');
});

test.describe('adding, moving to the cart, removing', () => {
  test('from the product page: added once, duplicate refused; Move to cart; Remove; focus returns', async ({
    page,
    api,
  }) => {
    const seeded = Api.first(await api.popularProducts(), 'popular product');
    // A product with nothing to choose, so Move to cart adds it as it is.
    let plain: number | undefined;
    for (const row of (await api.popularProducts()).slice(1)) {
      const detail = await api.productDetail(row.ProductId);
      const needsChoice = (await api.productAttributes(row.ProductId)).some(
        (a) => a.IsRequiredAttribute && a.ProductAttributeID > ATTRIBUTE_KIND.Size,
      );
      if (
        detail.StockQuantity > 5 &&
        detail.ProductSizesJson.length === 0 &&
        detail.ProductColorsJson.length === 0 &&
        !needsChoice
      ) {
        plain = row.ProductId;
        break;
      }
    }
    if (plain === undefined)
      throw new Error('the seed should hold a popular product without choices');
    const detail = await api.productDetail(plain);

    await page.goto(`/en/product-detail/${plain}/shop/product`);
    const add = page.getByRole('button', { name: LABELS.ProductDetail.lbl_prd_det_addwish });
    await add.click();
    await expect(toast(page, 'success', MESSAGES.wishlistAdded)).toBeVisible();
    await add.click();
    await expect(toast(page, 'error', MESSAGES.wishlistDuplicate)).toBeVisible();

    const toggle = page.getByRole('button', {
      name: new RegExp(`^${LABELS.Navbar.lbl_hdr_wishlist} \\d+$`),
    });
    await toggle.click();
    await expect(page.getByRole('dialog', { name: `${W.lbl_wishlist_title} (2)` })).toBeVisible();
    const panel = page.getByRole('dialog', { name: new RegExp(W.lbl_wishlist_title) });
    await panel
      .getByRole('button', { name: forProduct(W.lbl_wishlist_move, detail.ProductName) })
      .click();
    await expect(toast(page, 'success', MESSAGES.cartAdded)).toBeVisible();
    await expect(page.getByRole('dialog', { name: `${W.lbl_wishlist_title} (1)` })).toBeVisible();
    await expect
      .poll(async () => (await stored(page, 'cartItems')) ?? '')
      .toContain(`"ProductId":${plain}`);

    await panel
      .getByRole('button', { name: forProduct(W.lbl_wishlist_remove, seeded.ProductName) })
      .click();
    await expect(page.getByRole('dialog', { name: `${W.lbl_wishlist_title} (0)` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('link', { name: /Cart\s*\(1\)/ })).toBeVisible();
  });

  test('a sold-out item says Out of stock instead of Move to cart', async ({ page, api }) => {
    let soldOut: { ProductId: number; ProductName: string } | undefined;
    for (let pageNo = 1; !soldOut && pageNo <= 5; pageNo += 1) {
      const rows = await api.call('getAllProducts', {
        PageNo: pageNo,
        PageSize: 100,
        OrderByColumnName: '',
      });
      soldOut = rows.find((row) => row.InStock === false);
      if (rows.length < 100) break;
    }
    if (!soldOut) throw new Error('the seed should hold a sold-out product');
    await page.goto(`/en/product-detail/${soldOut.ProductId}/shop/product`);
    await page.getByRole('button', { name: LABELS.ProductDetail.lbl_prd_det_addwish }).click();
    await expect(toast(page, 'success', MESSAGES.wishlistAdded)).toBeVisible();
    await page
      .getByRole('button', { name: new RegExp(`^${LABELS.Navbar.lbl_hdr_wishlist} \\d+$`) })
      .click();
    const panel = page.getByRole('dialog', { name: `${W.lbl_wishlist_title} (2)` });
    const item = panel.getByRole('listitem').filter({
      hasText: keptText(soldOut.ProductName, TRUNCATE.wishlistName),
    });
    await expect(item).toContainText(LABELS.Common.lbl_cmn_out_of_stock);
    await expect(item.getByRole('button', { name: new RegExp(W.lbl_wishlist_move) })).toHaveCount(
      0,
    );
    // The other item, in stock, can still be moved.
    await expect(panel.getByRole('button', { name: new RegExp(W.lbl_wishlist_move) })).toHaveCount(
      1,
    );
  });

  test('Move to cart of an item that needs a choice sends the shopper to choose', async ({
    page,
    api,
  }) => {
    const sized = (await api.popularProducts()).slice(1);
    let needsSize: (typeof sized)[number] | undefined;
    for (const row of sized) {
      const detail = await api.productDetail(row.ProductId);
      if (detail.StockQuantity > 0 && detail.ProductSizesJson.length > 0) {
        needsSize = row;
        break;
      }
    }
    if (!needsSize) throw new Error('the seed should hold a popular product with sizes');
    // From a card of the home page's popular products.
    await page.goto('/en/');
    await page
      .getByRole('button', {
        name: `${LABELS.Common.lbl_cmn_add_to_wishlist}: ${needsSize.ProductName}`,
      })
      .first()
      .click();
    await expect(toast(page, 'success', MESSAGES.wishlistAdded)).toBeVisible();
    await page
      .getByRole('button', { name: new RegExp(`^${LABELS.Navbar.lbl_hdr_wishlist} \\d+$`) })
      .click();
    const panel = page.getByRole('dialog', { name: /My Wish List/ });
    await panel
      .getByRole('button', { name: forProduct(W.lbl_wishlist_move, needsSize.ProductName) })
      .click();
    await expect(toast(page, 'info', MESSAGES.selectSize)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/product-detail/${needsSize.ProductId}/`));
    await expect(panel).toBeHidden();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`no serious accessibility violations in the open panel (${lang})`, async ({
      page,
      axe,
    }) => {
      await page.goto(`/${lang}/about`);
      await page.locator('.top-header__wishlist').click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
        `${wishlistTexts.lbl_wishlist_title[lang]} (1)`,
      );
      await axe();
    });
  }
});

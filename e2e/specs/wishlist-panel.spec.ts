// The header's Wishlist toggle opens 'My Wish List (count)' (spec §2): items with name and
// quantity x price; Clear Wishlist empties it; Continue Shopping closes it and goes home.
import { TRUNCATE } from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { Api } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { stored } from '../ui.ts';

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
  await expect(panel).toContainText(product.ProductName.slice(0, TRUNCATE.wishlistName).trimEnd());
  await expect(panel).toContainText(/2 x ₹[\d,]+\.\d{2}/);

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

// /refresh clears the stored user and cart, lands on the home page in the shopper's language and
// says so (spec §2, §8).
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES } from '@bazaar/contract/messages';
import { MESSAGE_TEXTS } from '@bazaar/i18n/messages';
import { Api } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { stored, toast } from '../ui.ts';

test('visiting /refresh clears the stored user and cart and confirms it', async ({ page, api }) => {
  const product = Api.first(await api.popularProducts(), 'popular product');
  const user = {
    UserID: 4242,
    FirstName: 'Asha',
    LastName: 'Verma',
    EmailAddress: 'asha@example.com',
  };
  const cart = [
    {
      ProductId: product.ProductId,
      productSelectedAttributes: [],
      Quantity: 1,
      ShippingCharges: 0,
      DefaultImage: product.ProductImagesJson[0]?.AttachmentURL ?? '',
    },
  ];
  // Stored before the app first runs, as a returning shopper's browser would have it; only once,
  // so /refresh is what clears it.
  await page.addInitScript(
    ({ user, cart }) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      window.localStorage.setItem('user', JSON.stringify(user));
      window.localStorage.setItem('cartItems', JSON.stringify(cart));
    },
    { user, cart },
  );

  await page.goto('/en/');
  // The app took the stored data in: the shopper's name and a cart of one.
  await expect(page.getByRole('button', { name: user.FirstName })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cart\s*\(1\)/ })).toBeVisible();

  await page.goto('/refresh');
  await expect(page).toHaveURL(/\/(en\/)?$/);
  await expect(toast(page, 'success', MESSAGES.refreshSuccess)).toBeVisible();

  await expect.poll(() => stored(page, 'cartItems')).toBe('[]');
  const storedUser = JSON.parse((await stored(page, 'user')) ?? 'null') as {
    UserID?: number;
  } | null;
  expect(storedUser?.UserID ?? 0, 'no logged-in user is stored').toBeLessThanOrEqual(0);
  await expect(page.getByRole('link', { name: LABELS.Navbar.lbl_hdr_login })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cart\s*\(0\)/ })).toBeVisible();

  // Cleared for good: a reload must not restore the old shopper from the persisted state.
  await page.reload();
  await expect(page.getByRole('link', { name: LABELS.Navbar.lbl_hdr_login })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cart\s*\(0\)/ })).toBeVisible();
});

test('/ar/refresh lands on the Arabic home and says so in Arabic', async ({ page }) => {
  await page.goto('/ar/refresh');
  await expect(page).toHaveURL('/ar/');
  await expect(toast(page, 'success', MESSAGE_TEXTS.refreshSuccess.ar)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

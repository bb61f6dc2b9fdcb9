// Newsletter block on home: e-mail checked (spec §5), success message (spec §8), and one stored
// row however often the same address subscribes.
import { homeLabels } from '@bazaar/contract/labels/home';
import { MESSAGES } from '@bazaar/contract/messages';
import type { Page } from '@playwright/test';
import { subscribersWithEmail, uniqueEmail } from '../db.ts';
import { expect, test } from '../fixtures.ts';
import { section, toast } from '../ui.ts';

function newsletter(page: Page) {
  const block = section(page, homeLabels.lbl_home_newsletter_title);
  return {
    email: block.getByLabel(homeLabels.lbl_home_newsletter_label),
    subscribe: block.getByRole('button', { name: homeLabels.lbl_home_subscribe }),
  };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/en/');
});

test('an empty or invalid e-mail is refused with the checker message', async ({ page }) => {
  const { email, subscribe } = newsletter(page);
  await subscribe.click();
  await expect(toast(page, 'Email is required')).toBeVisible();
  await email.fill('not-an-address');
  await subscribe.click();
  await expect(toast(page, 'Please enter valid email address')).toBeVisible();
});

test('a valid e-mail subscribes; the same address again also succeeds and is stored once', async ({
  page,
}) => {
  const address = uniqueEmail('news');
  const { email, subscribe } = newsletter(page);

  await email.fill(address);
  await subscribe.click();
  await expect(toast(page, MESSAGES.newsletterSuccess)).toBeVisible();
  expect(await subscribersWithEmail(address)).toHaveLength(1);

  // Wait for the first toast to close so the second success is a new toast, not the old one.
  await expect(toast(page, MESSAGES.newsletterSuccess)).toBeHidden({ timeout: 10_000 });
  await email.fill(address);
  await subscribe.click();
  await expect(toast(page, MESSAGES.newsletterSuccess)).toBeVisible();
  expect(await subscribersWithEmail(address)).toHaveLength(1);
});

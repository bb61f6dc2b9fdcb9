// Newsletter block on home: e-mail checked (spec §5), success message (spec §8), and one stored
// row however often the same address subscribes.
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES } from '@bazaar/contract/messages';
import type { Page } from '@playwright/test';
import { subscribersWithEmail, uniqueEmail } from '../db.ts';
import { expect, test } from '../fixtures.ts';
import { section, toast } from '../ui.ts';

function newsletter(page: Page) {
  const block = section(page, LABELS.Home.lbl_home_newsletter_title);
  return {
    email: block.getByLabel(LABELS.Home.lbl_home_newsletter_label),
    subscribe: block.getByRole('button', { name: LABELS.Home.lbl_home_subscribe }),
  };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/en/');
});

test('an empty or invalid e-mail is refused with the checker message', async ({ page }) => {
  const { email, subscribe } = newsletter(page);
  await subscribe.click();
  await expect(toast(page, 'error', 'Email is required')).toBeVisible();
  await email.fill('not-an-address');
  await subscribe.click();
  await expect(toast(page, 'error', 'Please enter valid email address')).toBeVisible();
});

test('a valid e-mail subscribes; the same address again also succeeds and is stored once', async ({
  page,
}) => {
  const address = uniqueEmail('news');
  const { email, subscribe } = newsletter(page);

  await email.fill(address);
  await subscribe.click();
  const success = toast(page, 'success', MESSAGES.newsletterSuccess);
  await expect(success).toBeVisible();
  expect(await subscribersWithEmail(address)).toHaveLength(1);

  // Closed first, so the second success is a new toast rather than the first one still showing.
  await success.getByRole('button', { name: LABELS.Common.lbl_cmn_close }).click();
  await expect(success).toHaveCount(0);
  await email.fill(address);
  await subscribe.click();
  await expect(success).toBeVisible();
  expect(await subscribersWithEmail(address)).toHaveLength(1);
});

// Reviews shoppers can trust (issue #20 §5), in English and Arabic: a visitor is told who may
// review and offered login; a logged-in shopper who has not received the product reads why not;
// after their cash-on-delivery order is delivered (the operator command moves it to Completed)
// the same shopper reviews — no star pre-selected, a missing rating said — and the review shows
// with their account's name and "Verified purchase"; an edit with a photo waits for the shop's
// check until the operator approves it. axe-core on the tab each time.
import { productDetailTexts } from '@bazaar/i18n/labels/product-detail';
import { say } from '@bazaar/i18n/message-catalogue';
import type { Page } from '@playwright/test';
import { admin, deliverOrder } from '../admin.ts';
import {
  loggedInShopper,
  placeByCashOnDelivery,
  sellableProducts,
  withCart,
  type Lang,
} from '../checkout.ts';
import { expect, test } from '../fixtures.ts';
import { escapeRegExp, toast, waitForIdle } from '../ui.ts';

/** A real 4 × 4 PNG: small, but a picture the server's intake accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4YaMBRwzEcQDxwxLBsA0LRQAAAABJRU5ErkJggg==',
  'base64',
);

/** A product page label in the language. */
const labelIn = (lang: Lang) => (id: keyof typeof productDetailTexts) =>
  productDetailTexts[id][lang];

async function openReviews(page: Page, lang: Lang, productId: number) {
  const t = labelIn(lang);
  await page.goto(`/${lang}/product-detail/${productId}/shop/product`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForIdle(page);
  const name = new RegExp(t('lbl_prd_det_reviewstab'));
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  const t = labelIn(lang);

  test(`[${lang}] only a shopper who received the product reviews it, as a verified purchase`, async ({
    page,
    api,
    request,
    axe,
  }) => {
    const [product] = await sellableProducts(api, request, 1, { skip: lang === 'en' ? 12 : 13 });
    if (!product) throw new Error('the seed should have a product to sell');

    // A visitor: who may review, and a way to log in that comes back here.
    let panel = await openReviews(page, lang, product.ProductId);
    await expect(panel.getByText(t('lbl_prd_review_who'))).toBeVisible();
    const login = panel.getByRole('link', { name: t('lbl_prd_review_login') });
    await expect(login).toHaveAttribute('href', new RegExp(`^/${lang}/login\\?returnTo=`));
    await expect(panel.getByRole('button', { name: t('lbl_prd_det_submitreview') })).toHaveCount(0);

    // Logged in, nothing bought: the shop's reason, no form.
    const shopper = await loggedInShopper(page, api, lang);
    panel = await openReviews(page, lang, product.ProductId);
    await expect(panel.getByTestId('review-refusal')).toHaveText(
      say(lang, { id: 'reviewNotBought' }),
    );
    await axe();

    // Bought and delivered: the form.
    await withCart(page, [product], `/${lang}/checkout`);
    const orderNumber = await placeByCashOnDelivery(page, lang);
    await deliverOrder(orderNumber);
    panel = await openReviews(page, lang, product.ProductId);
    const submit = panel.getByRole('button', {
      name: t('lbl_prd_det_submitreview'),
    });
    await expect(submit).toBeVisible();
    await expect(panel.getByRole('radio', { checked: true })).toHaveCount(0);

    const title = lang === 'en' ? `Well made ${Date.now()}` : `متقن الصنع ${Date.now()}`;
    await panel.getByLabel(t('lbl_prd_det_reviewtitle')).fill(title);
    await panel
      .getByLabel(t('lbl_prd_det_bodyreview'))
      .fill(
        lang === 'en' ? 'Good stitching; <b>true</b> to size.' : 'خياطة جيدة؛ <b>المقاس</b> مضبوط.',
      );
    await submit.click();
    const needed = say(lang, { id: 'reviewRatingRequired' });
    await expect(toast(page, 'error', needed)).toBeVisible();
    await expect(
      panel.getByRole('group', { name: t('lbl_prd_det_rateitem') }),
    ).toHaveAccessibleDescription(needed);

    await panel.getByRole('radio').nth(3).check();
    await submit.click();
    await expect(toast(page, 'success', say(lang, { id: 'reviewSuccess' }))).toBeVisible();
    const review = page.getByTestId('review-list').getByRole('listitem').filter({ hasText: title });
    // Named from the account (signedUpShopper: Meera Iyer), never typed.
    await expect(review).toContainText(`${shopper.firstName} I.`);
    await expect(review).toContainText(t('lbl_prd_verified_purchase'));
    // Plain text, never HTML.
    await expect(review).toContainText('<b>');
    await expect(panel.getByRole('heading', { name: t('lbl_prd_review_edit') })).toBeVisible();
    await axe();

    // An edit with a photo waits for the shop's check (REVIEWS_HOLD=photos), then shows it.
    const photosLabel = t('lbl_prd_review_photos').split(/[(（]/)[0]?.trim() ?? '';
    await panel
      .getByLabel(new RegExp(`^${escapeRegExp(photosLabel)}`))
      .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: TINY_PNG });
    await submit.click();
    await expect(toast(page, 'success', say(lang, { id: 'reviewHeld' }))).toBeVisible();
    await expect(panel.getByText(t('lbl_prd_review_held_note'))).toBeVisible();
    await expect(page.getByTestId('review-list').getByText(title)).toHaveCount(0);
    const held = (await admin('reviews', 'list'))
      .split('\n')
      .find((row) => row.includes(`(product ${product.ProductId})`));
    const reviewId = /^#(\d+)/.exec(held ?? '')?.[1] ?? '';
    expect(await admin('reviews', 'approve', reviewId)).toContain(`#${reviewId}`);
    panel = await openReviews(page, lang, product.ProductId);
    const approved = page
      .getByTestId('review-list')
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(
      approved.getByRole('img', { name: new RegExp(escapeRegExp(shopper.firstName)) }),
    ).toBeVisible();
  });
}

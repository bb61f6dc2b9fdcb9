// The GST tax invoice (issue #20 §4) from the order confirmation page: the button downloads the
// order's invoice as a PDF, in the page's language, with the shopper's token.
import fs from 'node:fs';
import { test, expect } from '../fixtures.ts';
import { label, placeByCashOnDelivery, shopperAtCheckout, type Lang } from '../checkout.ts';

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`[${lang}] the confirmation page downloads the order's tax invoice`, async ({
    page,
    api,
    request,
  }) => {
    const t = label(lang);
    await shopperAtCheckout(page, api, request, lang, lang === 'en' ? 20 : 21);
    const orderNumber = await placeByCashOnDelivery(page, lang);
    const button = page.getByRole('button', { name: t('OrdersHistory', 'lbl_invoice_download') });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`Tax-invoice-${orderNumber}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(button).toBeEnabled();
  });
}

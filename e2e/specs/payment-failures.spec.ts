// Payment failures a shopper can recover from (issue #19 item 6), in English and Arabic: a
// declined card keeps the card dialog open with the reason beside the cleared card number (the
// name and expiry kept), then the next card pays without typing the name again; the way to
// another method; the cash-on-delivery question shows the server's total and starts on Yes.
import { formatPaise } from '@bazaar/contract/money/money-text';
import { rupeesToPaise } from '@bazaar/contract/money/paise';
import { test, expect } from '../fixtures.ts';
import {
  DECLINED_CARD,
  GOOD_CARD,
  checkoutControls,
  expectOrderPlaced,
  label,
  payByCard,
  shopperAtCheckout,
  type Lang,
} from '../checkout.ts';
import { toast } from '../ui.ts';

const DECLINED = { en: 'Your card was declined.', ar: 'تم رفض بطاقتك.' } as const;

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  const t = label(lang);
  const skip = lang === 'en' ? 11 : 12;
  // A login, two payments and axe on a dialog: about 10 s alone, over 30 s on a loaded machine.
  test.beforeEach(() => test.slow());

  test(`[${lang}] a declined card: the reason inline, the name kept, then the next card pays`, async ({
    page,
    api,
    request,
    axe,
  }) => {
    await shopperAtCheckout(page, api, request, lang, skip);
    const controls = checkoutControls(page, lang);
    const modal = controls.cardModal;
    const number = modal.getByLabel(t('CardSection', 'lbl_card_number'));

    await controls.placeOrder.click();
    await payByCard(page, lang, DECLINED_CARD);
    await expect(number).toHaveAccessibleDescription(DECLINED[lang]);
    await expect(number).toHaveValue('');
    await expect(number).toBeFocused();
    await expect(modal.getByLabel(t('CardSection', 'lbl_card_cvc'))).toHaveValue('');
    await expect(modal.getByLabel(t('CardSection', 'lbl_card_name'))).toHaveValue(
      DECLINED_CARD.name,
    );
    await expect(modal.getByLabel(t('CardSection', 'lbl_card_expiry'))).toHaveValue(
      DECLINED_CARD.expiry,
    );
    await expect(
      modal.getByRole('button', { name: t('CardSection', 'lbl_card_other_method') }),
    ).toBeVisible();
    await expect(toast(page, 'error', DECLINED[lang])).toHaveCount(0);
    await axe();

    await number.fill(GOOD_CARD.number);
    await modal.getByLabel(t('CardSection', 'lbl_card_cvc')).fill(GOOD_CARD.cvc);
    await modal.getByRole('button', { name: t('CardSection', 'lbl_card_pay') }).click();
    await expectOrderPlaced(page, lang);
  });

  test(`[${lang}] another way to pay after a decline; the cash question shows the total, on Yes`, async ({
    page,
    api,
    request,
    axe,
  }) => {
    const { lines } = await shopperAtCheckout(page, api, request, lang, skip);
    const priced = await api.call('getCartItems', {
      cartJsonData: JSON.stringify(lines),
      languageCode: lang,
    });
    const controls = checkoutControls(page, lang);

    await controls.placeOrder.click();
    await payByCard(page, lang, DECLINED_CARD);
    await controls.cardModal
      .getByRole('button', { name: t('CardSection', 'lbl_card_other_method') })
      .click();
    await expect(controls.cardModal).toBeHidden();
    await expect(controls.method).toBeFocused();

    await controls.method.selectOption('6');
    await controls.placeOrder.click();
    const total = formatPaise(rupeesToPaise(priced.orderTotal));
    await expect(controls.confirm).toContainText(
      `${t('Checkout', 'lbl_check_confirm_total')}: ${total}`,
    );
    await expect(
      controls.confirm.getByRole('button', { name: t('Checkout', 'lbl_check_confirm_yes') }),
    ).toBeFocused();
    await axe();
    await page.keyboard.press('Escape');
    await expect(controls.confirm).toBeHidden();
  });
}

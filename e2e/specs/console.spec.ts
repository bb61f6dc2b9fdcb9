// The shop's console (issue #22), in English and in Arabic (right to left), on a desktop: the
// owner made by `npm run admin -- staff add` logs in at /admin, finds a shopper's order, moves
// it, approves a seller request; axe finds nothing serious on any console screen.
import { CONSOLE_UI, type ConsoleUiId } from '@bazaar/i18n/console-ui';
import { STAGE_TEXTS } from '@bazaar/i18n/orders';
import { fill, type Lang, type Params } from '@bazaar/i18n/text';
import { firstOwner, placedOrder, sellerRequest } from '../console.ts';
import { expect, test } from '../fixtures.ts';
import { expectDocumentLanguage } from '../ui.ts';

const LANGS: Lang[] = ['en', 'ar'];

for (const [index, lang] of LANGS.entries()) {
  test(`[${lang}] the owner logs in, moves an order and approves a seller request`, async ({
    page,
    api,
    request,
    axe,
  }) => {
    const say = (id: ConsoleUiId, params?: Params) => fill(lang, CONSOLE_UI[id][lang], params);
    const owner = await firstOwner(`owner-${lang}`);
    const orderNumber = await placedOrder(api, request, 30 + index);
    const seller = await sellerRequest(request, lang);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONSOLE_UI.loginTitle.en);
    if (lang === 'ar')
      await page.getByRole('button', { name: CONSOLE_UI.switchLanguageLabel.en }).click();
    await expectDocumentLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('loginTitle'));
    await axe();
    await page.getByLabel(say('email')).fill(owner.email);
    await page.getByLabel(say('password')).fill(owner.password);
    await page.getByRole('button', { name: say('loginButton') }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('ordersTitle'));
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await page.getByLabel(say('filterSearch')).fill(orderNumber);
    await page.getByRole('button', { name: say('apply') }).click();
    const link = page.getByRole('link', { name: orderNumber });
    await expect(link).toBeVisible();
    await axe();
    await link.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      say('orderTitle', { number: orderNumber }),
    );
    await axe();
    await page
      .getByRole('button', { name: say('moveTo', { stage: STAGE_TEXTS.packed[lang] }) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: say('saved') })).toBeVisible();
    const history = page.getByRole('table', { name: say('orderHistory') });
    await expect(
      history.getByRole('cell', { name: STAGE_TEXTS.packed[lang], exact: true }),
    ).toBeVisible();

    const nav = page.getByRole('navigation', { name: say('mainNavigation') });
    await nav.getByRole('link', { name: say('navSellerRequests') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('sellersTitle'));
    const row = page.getByRole('row').filter({ hasText: seller });
    await expect(row).toBeVisible();
    await axe();
    await row.getByRole('button', { name: new RegExp(`^${say('approve')}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: say('saved') })).toBeVisible();
    await expect(row).toHaveCount(0);

    for (const [label, title] of [
      ['navCustomers', 'customersTitle'],
      ['navProducts', 'productsTitle'],
      ['navStaff', 'staffTitle'],
      ['navAudit', 'auditTitle'],
    ] as const) {
      await nav.getByRole('link', { name: say(label) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(title));
      await expect(page.getByRole('table')).toBeVisible();
      await axe();
    }
    // A product's price, typed in rupees with paise, saved from the products screen.
    await nav.getByRole('link', { name: say('navProducts') }).click();
    await page
      .getByRole('button', { name: new RegExp(`^${say('edit')}`) })
      .first()
      .click();
    await page.getByLabel(say('priceRupees')).fill('1,234.50');
    await page.getByLabel(say('discountedRupees')).fill('');
    await page.getByRole('button', { name: say('save') }).click();
    await expect(page.getByRole('status').filter({ hasText: say('saved') })).toBeVisible();
    await axe();
    await expect(page.getByRole('cell', { name: '₹1,234.50', exact: true }).first()).toBeVisible();
    await nav.getByRole('link', { name: say('navAudit') }).click();
    // The audit log names the changes this owner made.
    await expect(page.getByRole('cell', { name: owner.email }).first()).toBeVisible();
  });
}

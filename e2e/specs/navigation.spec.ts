// Getting around: mega-menu, search, the empty cart, sticky navbar and go-to-top, header and
// footer links, and the not-found page.
import { CONTACT_INFO, PAYMENT_METHOD, TIMING, TRUNCATE } from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES } from '@bazaar/contract/messages';
import { Api } from '../api.ts';
import { expect, test } from '../fixtures.ts';
import { escapeRegExp, slug, toast, waitForIdle } from '../ui.ts';

test('mega-menu: clicking Categories opens the menu', async ({ page }) => {
  await page.goto('/en/');
  const toggle = page.getByRole('button', { name: LABELS.Navbar.lbl_hdr_categories });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('mega-menu: a child category opens its listing at /en/all-products/{id}/{slug}', async ({
  page,
  api,
}) => {
  const categories = await api.categories();
  const children = categories.filter((c) => c.ParentCategoryID);
  // Prefer a name with a space or slash so the slug rule is exercised; it must be unique in the menu.
  const unique = children.filter((c) => children.filter((o) => o.Name === c.Name).length === 1);
  const child = Api.first(
    [...unique.filter((c) => /[\s/]/.test(c.Name)), ...unique],
    'child category with a unique name',
  );

  await page.goto('/en/');
  // Opened by keyboard here, so this journey does not depend on the click behaviour above.
  const toggle = page.getByRole('button', { name: LABELS.Navbar.lbl_hdr_categories });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const label = child.Name.slice(0, TRUNCATE.categoryName).trimEnd();
  await page
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}`) })
    .first()
    .click();
  await expect(page).toHaveURL(`/en/all-products/${child.CategoryID}/${slug(child.Name)}`);
  expect(slug(child.Name)).toMatch(/^[^A-Z\s/]+$/);
});

test('search: one character does nothing, a longer term opens the listing with ?SearchTerm=', async ({
  page,
  api,
}) => {
  const product = Api.first(await api.popularProducts(), 'popular product');
  const term = product.ProductName.split(/\s+/)[0] ?? 'shirt';
  await page.goto('/en/');
  const box = page.getByRole('combobox', { name: LABELS.Navbar.lbl_hdr_search_label });

  await box.fill('a');
  await box.press('Enter');
  // Proving that nothing happens needs a bounded wait; a search reloads well within it, and a
  // reload would also empty the box.
  await page.waitForTimeout(750);
  await expect(page).toHaveURL('/en/');
  await expect(box).toHaveValue('a');

  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(
    `/en/all-products/0/all-categories?SearchTerm=${encodeURIComponent(term)}`,
  );
});

test("Cart(0) shows 'No item exists in your cart' and stays on the page", async ({ page }) => {
  await page.goto('/en/about');
  await page.getByRole('link', { name: /Cart\s*\(0\)/ }).click();
  await expect(toast(page, 'info', MESSAGES.cartNoItems)).toBeVisible();
  await expect(page).toHaveURL('/en/about');
});

test('navbar sticks and go-to-top appears after 170 px; go-to-top scrolls back up', async ({
  page,
}) => {
  await page.goto('/en/about');
  const nav = page.getByRole('navigation', { name: LABELS.Navbar.lbl_hdr_main_nav });
  const goTop = page.getByRole('button', { name: LABELS.Common.lbl_cmn_go_top });
  await expect(nav).toBeVisible();
  await expect(goTop).toBeHidden();

  // Scroll only once the page has its full height, over the page content, as a shopper would.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await waitForIdle(page);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, TIMING.stickyThresholdPx + 600);
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(TIMING.stickyThresholdPx);
  // Sticky: still in view after the page has scrolled well past the header.
  await expect(nav).toBeInViewport();
  await expect(goTop).toBeVisible();

  // Used by keyboard: focus lands at the top of the page (the header), not on <body>.
  await goTop.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  await expect(goTop).toBeHidden();
  await expect(page.getByRole('banner')).toBeFocused();
  await page.keyboard.press('Tab');
  const topLinks = page.getByRole('navigation', { name: LABELS.Navbar.lbl_hdr_top_links });
  await expect(topLinks.getByRole('link', { name: LABELS.Navbar.lbl_hdr_about })).toBeFocused();
});

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the page does not jump when the navbar turns sticky (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/en/faq');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await waitForIdle(page);
    const nav = page.locator('.navbar');
    const documentTop = () =>
      heading.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    const before = await documentTop();
    for (const y of [TIMING.stickyThresholdPx - 10, TIMING.stickyThresholdPx + 10]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // Once the bar has taken its state for this position, nothing else may have moved.
      await expect(nav).toHaveClass(y > TIMING.stickyThresholdPx ? /is-sticky/ : /^navbar$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      expect(await documentTop()).toBe(before);
    }
  });
}

test('header and footer links lead to their pages', async ({ page, api }) => {
  await page.goto('/en/');
  const top = page.getByRole('navigation', { name: LABELS.Navbar.lbl_hdr_top_links });
  for (const [name, href] of [
    [LABELS.Navbar.lbl_hdr_about, '/en/about'],
    [LABELS.Navbar.lbl_hdr_faq, '/en/faq'],
    [LABELS.Navbar.lbl_hdr_contact, '/en/contact-us'],
    [LABELS.Navbar.lbl_hdr_become_seller, '/en/become-seller'],
  ] as const) {
    await expect(top.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    [LABELS.Footer.lbl_ftr_about, '/en/about'],
    [LABELS.Footer.lbl_ftr_faq, '/en/faq'],
    [LABELS.Footer.lbl_ftr_privacy, '/en/privacy'],
    [LABELS.Footer.lbl_ftr_returns, '/en/returnandrefund'],
    [LABELS.Footer.lbl_ftr_terms, '/en/termcondition'],
    [LABELS.Footer.lbl_ftr_contact, '/en/contact-us'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText('Monday To Sunday (24X7)');
  // Drawn payment marks: the card networks for card payments, then wallet and cash on delivery.
  const methods = await api.paymentMethods();
  const marks = methods.flatMap((method) =>
    method.PaymentMethodId === PAYMENT_METHOD.Card
      ? ['Visa', 'Mastercard', 'RuPay']
      : [method.PaymentMethodName],
  );
  for (const name of marks) {
    await expect(footer.getByRole('img', { name, exact: true })).toBeVisible();
  }
  // Social accounts as icon links named after the network, as the server configures them.
  for (const account of CONTACT_INFO.social) {
    await expect(
      footer.getByRole('link', { name: `${LABELS.Common.lbl_cmn_site_name}: ${account.name}` }),
    ).toHaveAttribute('href', account.url);
  }

  await footer.getByRole('link', { name: LABELS.Footer.lbl_ftr_terms, exact: true }).click();
  await expect(page).toHaveURL('/en/termcondition');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    LABELS.TermsConditions.lbl_terms_title,
  );
});

test.describe('an unknown address', () => {
  // The browser logs the document's HTTP 404 as a console error; that status is the point here.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });

  test('answers 404 and shows the not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      LABELS.Common.lbl_cmn_not_found_title,
    );
    await page.getByRole('link', { name: LABELS.Common.lbl_cmn_back_home }).click();
    await expect(page).toHaveURL('/en/');
  });
});

test('phone: the chat button steps aside for a focused field and never covers the last links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/contact-us');
  const chat = page.getByRole('link', { name: LABELS.Common.lbl_cmn_chat });
  await expect(chat).toBeVisible();
  await page.getByLabel(LABELS.Contact.lbl_contact_name, { exact: true }).focus();
  await expect(chat).toBeHidden();
  await page.getByLabel(LABELS.Contact.lbl_contact_name, { exact: true }).blur();
  await expect(chat).toBeVisible();

  // At the very end of the page, every footer link is the topmost element at its centre.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered = await page.getByRole('contentinfo').evaluate((footer) =>
    Array.from(footer.querySelectorAll('a'))
      .filter((link) => {
        const box = link.getBoundingClientRect();
        if (box.height === 0 || box.bottom > window.innerHeight || box.top < 0) return false;
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !link.contains(top);
      })
      .map((link) => link.textContent),
  );
  expect(covered).toEqual([]);
});

test.describe('footer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('link sections fold under their headings and open on a tap', async ({ page }) => {
    await page.goto('/en/about');
    const footer = page.getByRole('contentinfo');
    const fold = footer.getByRole('button', { name: LABELS.Footer.lbl_ftr_information });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    const terms = footer.getByRole('link', { name: LABELS.Footer.lbl_ftr_terms, exact: true });
    await expect(terms).toBeHidden();
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await expect(terms).toBeVisible();
    await terms.click();
    await expect(page).toHaveURL('/en/termcondition');
  });
});

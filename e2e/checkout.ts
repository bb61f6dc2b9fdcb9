// Shared pieces of the checkout and orders-history journeys: labels in either language (from
// @bazaar/i18n, so a wrong label in the app cannot hide here), a shopper logged in through the
// login form, a cart put in the browser's storage (the cart journey adds through the screens),
// and products from the seeded catalogue that the server will sell.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RowOf } from '@bazaar/contract/api-schemas';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import { LABEL_TEXTS } from '@bazaar/i18n/labels';
import { MESSAGE_TEXTS, type MessageId } from '@bazaar/i18n/messages';
import type { Api } from './api.ts';
import { signedUpShopper, type Lang, type Shopper } from './accounts.ts';
import { cartMergedAtLogin, stored, toast } from './ui.ts';

export type { Lang };
type Entity =
  'Checkout' | 'CardSection' | 'OrdersHistory' | 'Login' | 'Common' | 'Cart' | 'AddressBook';

export function label(lang: Lang) {
  return <E extends Entity>(entity: E, id: keyof (typeof LABEL_TEXTS)[E]): string =>
    (LABEL_TEXTS[entity][id] as { en: string; ar: string })[lang];
}

export const say = (lang: Lang, id: MessageId): string => MESSAGE_TEXTS[id][lang];

export interface Choice {
  ProductId: number;
  ProductAttributeID: number;
  PrimaryKeyValue: number;
}

export interface Line {
  ProductId: number;
  productSelectedAttributes: Choice[];
  Quantity: number;
  ShippingCharges: number;
}

export const line = (productId: number, quantity = 1, choices: Choice[] = []): Line => ({
  ProductId: productId,
  productSelectedAttributes: choices,
  Quantity: quantity,
  ShippingCharges: 0,
});

/** The first option of every attribute the product requires (colour, size, variants). */
async function requiredChoices(api: Api, productId: number): Promise<Choice[]> {
  const choices = new Map<number, Choice>();
  for (const option of await api.productAttributes(productId)) {
    if (option.IsRequiredAttribute && !choices.has(option.ProductAttributeID)) {
      choices.set(option.ProductAttributeID, {
        ProductId: productId,
        ProductAttributeID: option.ProductAttributeID,
        PrimaryKeyValue: option.PrimaryKeyValue,
      });
    }
  }
  return [...choices.values()];
}

/**
 * A new shopper, logged in through the form (the app then holds the user and Token); their
 * e-mails in English unless `accountLanguage` says otherwise.
 */
export async function loggedInShopper(
  page: Page,
  api: Api,
  lang: Lang,
  { accountLanguage }: { accountLanguage?: Lang } = {},
): Promise<Shopper> {
  const shopper = await signedUpShopper(api, `checkout-${lang}`, accountLanguage);
  const t = label(lang);
  await page.goto(`/${lang}/login`);
  const main = page.getByRole('main');
  await main.getByLabel(t('Login', 'lbl_login_email'), { exact: true }).fill(shopper.email);
  await main.getByLabel(t('Login', 'lbl_login_password'), { exact: true }).fill(shopper.password);
  await main.getByRole('button', { name: t('Login', 'lbl_login_loginbtn') }).click();
  await expect(toast(page, 'success', say(lang, 'loginSuccess'))).toBeVisible();
  await cartMergedAtLogin(page);
  return shopper;
}

/**
 * Puts these lines in the stored cart (spec §3 keys) and opens `path`, as a returning shopper.
 * They are written before the app of that page starts (an init script that runs once): written
 * into the running page instead, they could be overwritten by it as it saves its own state.
 */
export async function withCart(page: Page, lines: readonly Line[], path: string): Promise<void> {
  // A logged-in app merges the device's cart at login and keeps its answer (bazaar.savedCart);
  // the next page must start from that, or it would merge again.
  if (await stored(page, 'Token')) await cartMergedAtLogin(page);
  const once = `e2e-cart-${Date.now()}-${Math.random()}`;
  await page.addInitScript(
    ({ cartItems, flag }) => {
      if (location.protocol === 'about:' || sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      const rootText = localStorage.getItem('persist:root');
      const root = rootText ? (JSON.parse(rootText) as Record<string, string>) : {};
      const cart = root.cart ? (JSON.parse(root.cart) as Record<string, unknown>) : {};
      root.cart = JSON.stringify({
        customerWishList: [],
        ...cart,
        cartItems,
        totalCartItems: cartItems.length,
      });
      localStorage.setItem('persist:root', JSON.stringify(root));
      localStorage.setItem('cartItems', JSON.stringify(cartItems));
    },
    { cartItems: lines, flag: once },
  );
  await page.goto(path);
}

/** A visitor's cart kept from an earlier visit, stored once before the app first runs. */
export async function seedCart(page: Page, lines: readonly CartLine[]): Promise<void> {
  await page.addInitScript((cart) => {
    if (window.sessionStorage.getItem('e2e-cart-seeded')) return;
    window.sessionStorage.setItem('e2e-cart-seeded', '1');
    window.localStorage.setItem('cartItems', JSON.stringify(cart));
  }, lines);
}

/**
 * A new shopper logged in, at checkout with one sellable line of `quantity` pieces (`skip`: this
 * journey's own products).
 */
export async function shopperAtCheckout(
  page: Page,
  api: Api,
  request: APIRequestContext,
  lang: Lang,
  skip: number,
  quantity = 1,
): Promise<{ shopper: Shopper; lines: Line[] }> {
  const shopper = await loggedInShopper(page, api, lang);
  const lines = await sellableProducts(api, request, 1, { skip, quantity });
  await withCart(page, lines, `/${lang}/checkout`);
  return { shopper, lines };
}

/** The stored cart after the app has written it. */
export async function storedCart(page: Page): Promise<{ stored: unknown; count: number }> {
  return page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { cart?: string };
    const cart = JSON.parse(root.cart ?? '{}') as { totalCartItems?: number };
    return {
      stored: JSON.parse(localStorage.getItem('cartItems') ?? 'null') as unknown,
      count: cart.totalCartItems ?? -1,
    };
  });
}

/** The server's priced cart, or null when it refuses the cart (a line lacking a choice: 400). */
export async function pricedCart(request: APIRequestContext, lines: readonly Line[]) {
  const response = await request.post(endpointPath(ENDPOINTS.getCartItems), {
    data: { requestParameters: { cartJsonData: JSON.stringify(lines), languageCode: 'en' } },
    headers: { Accept: 'application/json', Token: '', UserID: '' },
  });
  const envelope = (await response.json()) as Envelope;
  if (response.status() !== 200 || envelope.statusCode !== 200) return null;
  return JSON.parse(envelope.data) as RowOf<'getCartItems'>;
}

/**
 * Cart lines of physical products with stock, each with the first option of every attribute
 * it requires, as the server itself accepts them.
 */
export async function sellableProducts(
  api: Api,
  request: APIRequestContext,
  count: number,
  { quantity = 1, skip = 0 }: { quantity?: number; skip?: number } = {},
): Promise<Line[]> {
  // Journeys run side by side on one database: each takes its own products (`skip`), so one
  // journey's orders never leave another without stock.
  let toSkip = skip;
  const found: Line[] = [];
  const candidates = [...(await api.popularProducts()), ...(await api.recentProducts())];
  for (const product of candidates) {
    if (found.some((chosen) => chosen.ProductId === product.ProductId)) continue;
    const candidate = line(
      product.ProductId,
      quantity,
      await requiredChoices(api, product.ProductId),
    );
    const cart = await pricedCart(request, [candidate]);
    const priced = cart?.productsData[0];
    if (cart?.isValid && priced && !priced.IsDigitalProduct && priced.UnitsLeft >= quantity + 2) {
      if (toSkip > 0) {
        toSkip -= 1;
        continue;
      }
      found.push(candidate);
      if (found.length === count) return found;
    }
  }
  throw new Error(`the seed should have ${count} products with stock`);
}

/** A digital product of the seed, by its (English) name. */
export async function digitalProduct(api: Api, name: string): Promise<number> {
  const rows = await api.call('getAllProducts', {
    SearchTerm: name,
    OrderByColumnName: '',
    PageNo: 1,
    PageSize: 9,
  });
  const row = rows.find((product) => product.ProductName === name);
  if (!row) throw new Error(`the seed should have the digital product ${name}`);
  const cart = await api.call('getCartItems', {
    cartJsonData: JSON.stringify([line(row.ProductId, 1)]),
    languageCode: 'en',
  });
  expect(cart.productsData[0]?.IsDigitalProduct, `${name} is digital`).toBe(true);
  return row.ProductId;
}

/** The checkout's own controls, in the page's language. */
export function checkoutControls(page: Page, lang: Lang) {
  const t = label(lang);
  const main = page.getByRole('main');
  return {
    method: main.getByLabel(t('Checkout', 'lbl_check_paymethod')),
    placeOrder: main.getByRole('button', { name: t('Checkout', 'lbl_check_placeorder') }),
    confirm: page.getByRole('alertdialog', { name: t('Checkout', 'lbl_check_confirm_title') }),
    cardModal: page.getByRole('dialog', { name: t('CardSection', 'lbl_card_title') }),
    walletModal: page.getByRole('dialog', { name: t('Checkout', 'lbl_check_wallet_title') }),
    orderTable: main.getByRole('table'),
  };
}

export interface Card {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const GOOD_CARD: Card = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Meera Iyer',
};
export const DECLINED_CARD: Card = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

/** Fills the card modal and pays. */
export async function payByCard(page: Page, lang: Lang, card: Card): Promise<void> {
  const t = label(lang);
  const modal = checkoutControls(page, lang).cardModal;
  await expect(modal).toBeVisible();
  await modal.getByLabel(t('CardSection', 'lbl_card_number')).fill(card.number);
  await modal.getByLabel(t('CardSection', 'lbl_card_expiry')).fill(card.expiry);
  await modal.getByLabel(t('CardSection', 'lbl_card_cvc')).fill(card.cvc);
  await modal.getByLabel(t('CardSection', 'lbl_card_name')).fill(card.name);
  await modal.getByRole('button', { name: t('CardSection', 'lbl_card_pay') }).click();
}

/**
 * The order's confirmation page (deviation 14) with its number, the stored cart '[]' and count 0;
 * answers the order number.
 */
export async function expectOrderPlaced(page: Page, lang: Lang): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/${lang}/order-confirmation/BZ[0-9A-Z-]+$`));
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^BZ\d{6}-[0-9A-Z]{6}$/);
  await expect.poll(() => storedCart(page)).toEqual({ stored: [], count: 0 });
  return (await orderNumber.textContent()) ?? '';
}

/** Checks out the stored cart by cash on delivery, from the checkout page; answers the number. */
export async function placeByCashOnDelivery(page: Page, lang: Lang): Promise<string> {
  const t = label(lang);
  const controls = checkoutControls(page, lang);
  await controls.method.selectOption('6');
  await controls.placeOrder.click();
  await controls.confirm
    .getByRole('button', { name: t('Checkout', 'lbl_check_confirm_yes') })
    .click();
  return expectOrderPlaced(page, lang);
}

/** Today as the orders history shows an order placed now (dd-mm-yyyy of its UTC date). */
export function todayDdMmYyyy(): string {
  const now = new Date();
  const dd = String(now.getUTCDate()).padStart(2, '0');
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${now.getUTCFullYear()}`;
}

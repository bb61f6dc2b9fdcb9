// What the checkout page's tests share: the labels loaded, toasts cleared after each test, and
// the page rendered for a shopper (or a visitor) with cart lines, beside where it navigated to.
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import type { AddressRow } from '@bazaar/contract/schemas/address-book';
import type { CartData, CartLine } from '@bazaar/contract/schemas/orders';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { currentToasts, dismissToast } from '../../lib/toast.ts';
import { CHECKOUT_ADDRESS, CHECKOUT_SHOPPER } from '../../test/checkout-rows.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-app.tsx';
import CheckoutPage from './checkout-page.tsx';

/** Call at the top of a checkout test file. */
export function setUpCheckoutTests(): void {
  beforeAll(() =>
    Promise.all(
      ['Checkout', 'CardSection', 'Cart', 'AddressBook'].map((e) => loadLabelDefaults(e as 'Cart')),
    ),
  );
  afterEach(() => {
    for (const toast of currentToasts()) dismissToast(toast.id);
  });
}

/** The checkout page at /en/checkout; the path it went to is in the test id "where". */
export function renderCheckout({
  loggedIn = true,
  lines,
}: {
  loggedIn?: boolean;
  lines: CartLine[];
}) {
  return renderRoute('/en/checkout', <CheckoutPage />, {
    path: '/en/checkout',
    state: {
      user: { user: loggedIn ? CHECKOUT_SHOPPER : null, loggedIn },
      cart: { cartItems: lines, totalCartItems: lines.length, customerWishList: [] },
    },
  });
}

/** The fake server as checkout first reads it: the priced cart and the shopper's address book. */
export function checkoutApi(cart: CartData, addresses: AddressRow[] = [CHECKOUT_ADDRESS]) {
  const api = fakeApi();
  api.on('getCartItems', { data: cart });
  api.on('getCustomerAddresses', { data: addresses });
  return api;
}

const CARD_FIELDS = {
  number: LABELS.CardSection.lbl_card_number,
  expiry: LABELS.CardSection.lbl_card_expiry,
  cvc: LABELS.CardSection.lbl_card_cvc,
  name: LABELS.CardSection.lbl_card_name,
};

/** Types into the card dialog's fields, in the dialog's order; a field not given is left as is. */
export function typeCard(
  dialog: HTMLElement,
  card: Partial<Record<keyof typeof CARD_FIELDS, string>>,
): void {
  for (const [field, label] of Object.entries(CARD_FIELDS)) {
    const value = card[field as keyof typeof CARD_FIELDS];
    if (value !== undefined) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
  }
}

/** The sandbox's card that is always declined, well formed and in date. */
export const DECLINED_CARD = {
  number: '4000000000000002',
  expiry: '1239',
  cvc: '123',
  name: 'Asha Verma',
};

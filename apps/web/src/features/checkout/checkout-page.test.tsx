// Checkout against the fake API: where a visit without a shopper or a cart goes, the server's
// figures, cash on delivery through the confirmation dialog, the card modal's checks, a declined
// card (the message, the cart untouched, a new try possible) and Place Order disabled in flight.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRUNCATE } from '@bazaar/contract/constants';
import { truncateText } from '@bazaar/contract/display-text';
import { LABELS } from '@bazaar/contract/labels';
import type { CartData } from '@bazaar/contract/schemas/orders';
import { MESSAGE_TEXTS } from '@bazaar/i18n/messages';
import { currentToasts } from '../../lib/toast.ts';
import { deferred, fakeApi, type Reply } from '../../test/fake-api.ts';
import { pricedLine } from '../../test/checkout-rows.ts';
import {
  checkoutApi,
  DECLINED_CARD,
  typeCard,
  renderCheckout as renderCheckoutPage,
  setUpCheckoutTests,
} from './checkout.test-support.tsx';

setUpCheckoutTests();

const C = LABELS.Checkout;
const K = LABELS.CardSection;
const toasts = () => currentToasts().map((toast) => `${toast.kind}:${toast.text}`);

const LINE = { ProductId: 9, productSelectedAttributes: [], Quantity: 2, ShippingCharges: 0 };
const LONG_NAME = 'Handloom Cotton Kurta with Mirror Work and Block Print Border';
const CART: CartData = {
  productsData: [
    pricedLine({
      ProductName: LONG_NAME,
      DiscountedPrice: 1200,
      Quantity: 2,
      ShippingCharges: 50,
      ItemSubTotal: 2400,
    }),
  ],
  cartSubTotal: 2400,
  shippingSubTotal: 100,
  orderTotal: 2500,
  isValid: true,
};
const PLACED = {
  data: [{ ResponseMsg: 'Order Placed Successfully', OrderId: 5, OrderNumber: 'BZ-5' }],
};

const renderCheckout = ({ loggedIn = true, lines = [LINE] } = {}) =>
  renderCheckoutPage({ loggedIn, lines });

const placeOrder = () => screen.getByRole('button', { name: C.lbl_check_placeorder });

describe('checkout', () => {
  it('sends a visitor to login', async () => {
    fakeApi();
    renderCheckout({ loggedIn: false });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/login'));
  });

  it("sends a shopper with an empty cart home with 'Your cart is empty'", async () => {
    fakeApi();
    renderCheckout({ lines: [] });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/'));
    expect(toasts()).toContain(`error:${MESSAGE_TEXTS.cartEmpty.en}`);
  });

  it("shows the stored user's details and the server's figures", async () => {
    checkoutApi(CART);
    renderCheckout();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: /^Handloom/ }).textContent).toBe(
      truncateText(LONG_NAME, TRUNCATE.productCheckout),
    );
    expect(table.textContent).toContain('₹1,500');
    expect(table.querySelector('del')?.textContent).toContain('₹1,500');
    expect(table.textContent).toContain('₹2,500');
    expect(screen.getByText('12 MG Road')).toBeTruthy();
    expect(screen.getByLabelText(C.lbl_check_paymethod)).toHaveProperty('value', '5');
  });

  it('asks before a cash-on-delivery order, places it once, then shows its confirmation with the cart emptied', async () => {
    const api = checkoutApi(CART);
    const reply = deferred<Reply>();
    api.on('postCustomerOrder', () => reply.promise);
    const { store } = renderCheckout();
    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByLabelText(C.lbl_check_paymethod), { target: { value: '6' } });
    fireEvent.click(placeOrder());

    const dialog = await screen.findByRole('alertdialog', { name: C.lbl_check_confirm_title });
    expect(dialog.textContent).toContain(MESSAGE_TEXTS.orderConfirm.en);
    // The server's total, and focus on Yes.
    expect(dialog.textContent).toContain(`${C.lbl_check_confirm_total}: ₹2,500`);
    const yes = within(dialog).getByRole('button', { name: C.lbl_check_confirm_yes });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    fireEvent.click(within(dialog).getByRole('button', { name: C.lbl_check_confirm_yes }));

    await waitFor(() => expect(api.callsTo('postCustomerOrder')).toHaveLength(1));
    const button = screen.getByRole('button', { name: C.lbl_check_placing });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    const [call] = api.callsTo('postCustomerOrder');
    expect(call?.params).toMatchObject({
      UserID: 42,
      PaymentMethod: '6',
      paymentToken: '',
      AddressId: 7,
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);

    expect(store.getState().cart.cartItems).toHaveLength(1);
    reply.resolve(PLACED);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/en/order-confirmation/BZ-5'),
    );
    expect(store.getState().cart).toMatchObject({ cartItems: [], totalCartItems: 0 });
    expect(api.callsTo('postCustomerOrder')).toHaveLength(1);
  });

  it('checks the card in the browser, then says a decline and leaves the cart for a new try', async () => {
    const api = checkoutApi(CART);
    api.on('createCardToken', { data: { paymentToken: 'tok_declined' } });
    api.on('postCustomerOrder', {
      status: 501,
      httpStatus: 200,
      errorMessage: 'Your card was declined.',
    });
    const { store } = renderCheckout();
    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', false));
    fireEvent.click(placeOrder());

    const dialog = await screen.findByRole('dialog', { name: K.lbl_card_title });
    expect(dialog.textContent).toContain(K.lbl_card_test_mode);
    typeCard(dialog, { number: '4242 4242 4242 4241', expiry: '0120', cvc: '12' });
    fireEvent.click(within(dialog).getByRole('button', { name: K.lbl_card_pay }));
    expect(within(dialog).getByLabelText(K.lbl_card_number).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(dialog.textContent).toContain(K.lbl_card_err_number);
    expect(dialog.textContent).toContain(K.lbl_card_err_expired);
    expect(dialog.textContent).toContain(K.lbl_card_err_cvc);
    expect(api.callsTo('createCardToken')).toHaveLength(0);

    typeCard(dialog, DECLINED_CARD);
    fireEvent.click(within(dialog).getByRole('button', { name: K.lbl_card_pay }));

    await waitFor(() => expect(toasts()).toContain('error:Your card was declined.'));
    expect(api.callsTo('createCardToken')[0]?.params).toEqual({
      languageCode: 'en',
      CardNumber: '4000000000000002',
      ExpiryMonth: 12,
      ExpiryYear: 2039,
      Cvc: '123',
      NameOnCard: 'Asha Verma',
    });
    expect(api.callsTo('postCustomerOrder')[0]?.params).toMatchObject({
      PaymentMethod: '5',
      paymentToken: 'tok_declined',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().cart.cartItems).toEqual([LINE]);
    expect(placeOrder()).toHaveProperty('disabled', false);
  });
});

// Checkout against the fake API when things go wrong: a lost order answer is asked about
// (get-order-attempt) and a placed order shown on its confirmation page with the cart emptied;
// a kept attempt is asked about on arrival; a declined card keeps the card dialog open.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import type { CartData } from '@bazaar/contract/schemas/orders';
import { currentToasts } from '../../lib/toast.ts';
import { pricedLine } from '../../test/checkout-rows.ts';
import {
  checkoutApi,
  DECLINED_CARD,
  typeCard,
  renderCheckout as renderCheckoutPage,
  setUpCheckoutTests,
} from './checkout.test-support.tsx';
import { keepOpenAttempt, purchaseFingerprint } from './open-attempt.ts';

setUpCheckoutTests();

const C = LABELS.Checkout;
const K = LABELS.CardSection;
const LINE = { ProductId: 9, productSelectedAttributes: [], Quantity: 1, ShippingCharges: 0 };
const CART: CartData = {
  productsData: [pricedLine()],
  cartSubTotal: 1500,
  shippingSubTotal: 0,
  orderTotal: 1500,
  isValid: true,
};
const placedAnswer = (OrderNumber: string) => ({
  data: { State: 'placed', OrderNumber, MessageId: null, Message: null },
});

const renderCheckout = () => renderCheckoutPage({ lines: [LINE] });

const placeOrder = () => screen.getByRole('button', { name: C.lbl_check_placeorder });
const where = () => screen.getByTestId('where').textContent;

describe('checkout recovery', () => {
  it('asks about a lost answer and shows the placed order, the cart emptied', async () => {
    const api = checkoutApi(CART);
    api.on('postCustomerOrder', () => {
      throw new TypeError('Failed to fetch');
    });
    api.on('getOrderAttempt', placedAnswer('BZ-77'));
    const { store } = renderCheckout();
    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByLabelText(C.lbl_check_paymethod), { target: { value: '6' } });
    fireEvent.click(placeOrder());
    const dialog = await screen.findByRole('alertdialog', { name: C.lbl_check_confirm_title });
    fireEvent.click(within(dialog).getByRole('button', { name: C.lbl_check_confirm_yes }));

    await waitFor(() => expect(where()).toBe('/en/order-confirmation/BZ-77'));
    const key = api.callsTo('postCustomerOrder')[0]?.headers.get('Idempotency-Key');
    expect(api.callsTo('getOrderAttempt')[0]?.params).toMatchObject({ IdempotencyKey: key });
    expect(store.getState().cart).toMatchObject({ cartItems: [], totalCartItems: 0 });
  });

  it('says the order may exist when the question gets no answer either', async () => {
    const api = checkoutApi(CART);
    api.on('postCustomerOrder', { status: 503, errorMessage: 'busy' });
    api.on('getOrderAttempt', () => {
      throw new TypeError('Failed to fetch');
    });
    renderCheckout();
    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByLabelText(C.lbl_check_paymethod), { target: { value: '6' } });
    fireEvent.click(placeOrder());
    const dialog = await screen.findByRole('alertdialog', { name: C.lbl_check_confirm_title });
    fireEvent.click(within(dialog).getByRole('button', { name: C.lbl_check_confirm_yes }));
    expect((await screen.findByRole('alert')).textContent).toBe(C.lbl_check_attempt_unconfirmed);
    expect(where()).toBe('/en/checkout');
  });

  it('asks about a kept attempt of this cart on arrival', async () => {
    const api = checkoutApi(CART);
    api.on('getOrderAttempt', placedAnswer('BZ-78'));
    const cartJsonData = JSON.stringify([LINE]);
    const fingerprint = purchaseFingerprint({ UserID: 42, cartJsonData, CouponCode: '' });
    keepOpenAttempt({ fingerprint, key: 'kept-key', openedAt: Date.now() });
    renderCheckout();
    await waitFor(() => expect(where()).toBe('/en/order-confirmation/BZ-78'));
    expect(api.callsTo('getOrderAttempt')[0]?.params).toMatchObject({ IdempotencyKey: 'kept-key' });
    expect(api.callsTo('postCustomerOrder')).toHaveLength(0);
  });

  it('keeps the card dialog open on a decline: the reason inline, the number cleared', async () => {
    const api = checkoutApi(CART);
    api.on('createCardToken', { data: { paymentToken: 'tok_declined' } });
    api.on('postCustomerOrder', {
      status: 501,
      httpStatus: 200,
      messageId: 'cardDeclined',
      errorMessage: 'Your card was declined.',
    });
    renderCheckout();
    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', false));
    fireEvent.click(placeOrder());
    const dialog = await screen.findByRole('dialog', { name: K.lbl_card_title });
    typeCard(dialog, DECLINED_CARD);
    fireEvent.click(within(dialog).getByRole('button', { name: K.lbl_card_pay }));

    const number = within(dialog).getByLabelText(K.lbl_card_number);
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('Your card was declined.');
    expect(number).toHaveProperty('value', '');
    expect(within(dialog).getByLabelText(K.lbl_card_cvc)).toHaveProperty('value', '');
    expect(within(dialog).getByLabelText(K.lbl_card_name)).toHaveProperty('value', 'Asha Verma');
    expect(within(dialog).getByLabelText(K.lbl_card_expiry)).toHaveProperty('value', '12/39');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(screen.getByRole('dialog', { name: K.lbl_card_title })).toBeTruthy();
    expect(currentToasts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: K.lbl_card_other_method }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

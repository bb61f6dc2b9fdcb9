// The delivery address step against the fake API: the book read on arrival with the default
// chosen, Place Order held back (with its reason) without an address, an all-digital cart that
// needs none, and the gift form showing every problem at once before anything is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import type { CartData } from '@bazaar/contract/schemas/orders';
import { ADDRESS_TEXTS } from '@bazaar/i18n/address-texts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { CHECKOUT_ADDRESS, CHECKOUT_SHOPPER, pricedLine } from '../../test/checkout-rows.ts';
import { checkoutApi, renderCheckout as renderCheckoutPage } from './checkout.test-support.tsx';

beforeAll(() =>
  Promise.all(
    ['Checkout', 'CardSection', 'Cart', 'AddressBook'].map((e) => loadLabelDefaults(e as 'Cart')),
  ),
);

const A = LABELS.AddressBook;
const C = LABELS.Checkout;
const LINE = { ProductId: 9, productSelectedAttributes: [], Quantity: 1, ShippingCharges: 0 };
const cartOf = (digital: boolean): CartData => ({
  productsData: [pricedLine({ IsDigitalProduct: digital })],
  cartSubTotal: 1500,
  shippingSubTotal: 0,
  orderTotal: 1500,
  isValid: true,
});
const GIFT = { ...CHECKOUT_ADDRESS, AddressId: 8, IsDefault: false, FullName: 'Ravi Menon' };

const renderCheckout = () => renderCheckoutPage({ lines: [LINE] });

const placeOrder = () => screen.getByRole('button', { name: C.lbl_check_placeorder });

describe('delivery address step', () => {
  it('reads the book on arrival and preselects the default, marked', async () => {
    const api = checkoutApi(cartOf(false), [GIFT, CHECKOUT_ADDRESS]);
    renderCheckout();
    const group = await screen.findByRole('group', { name: A.lbl_addr_choose });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true]);
    expect(radios[1]?.closest('li')?.textContent).toContain(A.lbl_addr_default);
    expect(screen.getByText(CHECKOUT_SHOPPER.EmailAddress)).toBeTruthy();
    expect(api.callsTo('getCustomerAddresses')).toHaveLength(1);
  });

  it('holds Place Order back, saying why, while a shipped cart has no address', async () => {
    checkoutApi(cartOf(false), []);
    renderCheckout();
    expect(await screen.findByText(A.lbl_addr_none)).toBeTruthy();
    await screen.findByRole('table');
    expect(placeOrder()).toHaveProperty('disabled', true);
    expect(placeOrder().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(C.lbl_check_hold_choose)).toBeTruthy();
  });

  it('needs no address for an all-digital cart', async () => {
    checkoutApi(cartOf(true), []);
    renderCheckout();
    expect(await screen.findByText(A.lbl_addr_digital_only)).toBeTruthy();
    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', false));
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('opens the gift form empty and shows every problem at once before sending', async () => {
    const api = checkoutApi(cartOf(false));
    api.on('getCountriesList', { data: [{ CountryID: 1, CountryName: 'India' }] });
    api.on('getStatesList', { data: [{ StateProvinceID: 2, StateName: 'Karnataka' }] });
    api.on('getCitiesList', { data: [{ CityID: 3, CityName: 'Bengaluru' }] });
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: A.lbl_addr_gift }));
    const dialog = await screen.findByRole('dialog', { name: A.lbl_addr_title_gift });
    const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
    await waitFor(() => expect(document.activeElement).toBe(field(A.lbl_addr_fullname)));
    expect(field(A.lbl_addr_fullname).value).toBe('');
    await waitFor(() => expect(field(A.lbl_addr_country).value).toBe('1'));

    const type = (label: string, value: string) =>
      fireEvent.change(field(label), { target: { value } });
    type(A.lbl_addr_fullname, 'Ravi Menon');
    type(A.lbl_addr_mobile, '987654321');
    type(A.lbl_addr_line1, '4 Beach Road');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Karnataka' })).toBeTruthy(),
    );
    type(A.lbl_addr_state, '2');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Bengaluru' })).toBeTruthy(),
    );
    type(A.lbl_addr_city, '3');
    type(A.lbl_addr_pin, '110001');
    fireEvent.click(within(dialog).getByRole('button', { name: A.lbl_addr_save }));

    expect(dialog.textContent).toContain(ADDRESS_TEXTS.addressMobileInvalid.en);
    expect(dialog.textContent).toContain(
      ADDRESS_TEXTS.addressPinStateMismatch.en.replace('{state}', 'Karnataka'),
    );
    expect(field(A.lbl_addr_pin).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(A.lbl_addr_mobile));
    expect(api.callsTo('saveCustomerAddress')).toHaveLength(0);

    api.on('saveCustomerAddress', {
      data: { AddressId: 8, Addresses: [CHECKOUT_ADDRESS, GIFT] },
    });
    type(A.lbl_addr_mobile, '98765 43211');
    type(A.lbl_addr_pin, '560002');
    fireEvent.click(within(dialog).getByRole('button', { name: A.lbl_addr_save }));
    await waitFor(() => expect(api.callsTo('saveCustomerAddress')).toHaveLength(1));
    expect(api.callsTo('saveCustomerAddress')[0]?.params).toMatchObject({
      FullName: 'Ravi Menon',
      PinCode: '560002',
      CityId: 3,
      IsDefault: false,
    });
    const gift = await screen.findByRole('radio', { name: /Ravi Menon/ });
    await waitFor(() => expect((gift as HTMLInputElement).checked).toBe(true));
  });
});

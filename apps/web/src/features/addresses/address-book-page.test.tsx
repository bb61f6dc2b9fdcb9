// The address book page against the fake API: the book read on arrival (default marked), an
// address made the default, and one deleted only after its confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { makeStore } from '../../app/store.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { CHECKOUT_ADDRESS, CHECKOUT_SHOPPER } from '../../test/checkout-rows.ts';
import { renderApp } from '../../test/render-app.tsx';
import AddressBookPage from './address-book-page.tsx';

beforeAll(() => loadLabelDefaults('AddressBook'));

const A = LABELS.AddressBook;
const HOME = CHECKOUT_ADDRESS;
const OFFICE = { ...HOME, AddressId: 9, IsDefault: false, FullName: 'Asha at work' };

function renderBook() {
  const store = makeStore({ user: { user: CHECKOUT_SHOPPER, loggedIn: true } });
  return renderApp(
    <Routes>
      <Route path="/en/addresses" element={<AddressBookPage />} />
    </Routes>,
    { path: '/en/addresses', store },
  );
}

const nameOf = (name: string) => screen.getByText(name, { selector: 'bdi' });
const entryOf = (name: string) => nameOf(name).closest('li') as HTMLElement;

describe('address book page', () => {
  it('makes another address the default', async () => {
    const api = fakeApi();
    api.on('getCustomerAddresses', { data: [HOME, OFFICE] });
    api.on('setDefaultCustomerAddress', {
      data: [
        { ...OFFICE, IsDefault: true },
        { ...HOME, IsDefault: false },
      ],
    });
    renderBook();
    await screen.findByText('Asha at work', { selector: 'bdi' });
    expect(entryOf('Asha Verma').textContent).toContain(A.lbl_addr_default);
    const office = entryOf('Asha at work');
    fireEvent.click(
      within(office).getByRole('button', { name: `${A.lbl_addr_set_default} Asha at work` }),
    );
    await waitFor(() => expect(api.callsTo('setDefaultCustomerAddress')).toHaveLength(1));
    expect(api.callsTo('setDefaultCustomerAddress')[0]?.params).toMatchObject({ AddressId: 9 });
    await waitFor(() => expect(entryOf('Asha at work').textContent).toContain(A.lbl_addr_default));
  });

  it('deletes an address only once the shopper confirms', async () => {
    const api = fakeApi();
    api.on('getCustomerAddresses', { data: [HOME, OFFICE] });
    api.on('deleteCustomerAddress', { data: [HOME] });
    renderBook();
    await screen.findByText('Asha at work', { selector: 'bdi' });
    const remove = `${A.lbl_addr_delete} Asha at work`;
    fireEvent.click(within(entryOf('Asha at work')).getByRole('button', { name: remove }));
    const dialog = await screen.findByRole('dialog', { name: A.lbl_addr_delete_title });
    fireEvent.click(within(dialog).getByRole('button', { name: A.lbl_addr_cancel }));
    expect(api.callsTo('deleteCustomerAddress')).toHaveLength(0);

    fireEvent.click(within(entryOf('Asha at work')).getByRole('button', { name: remove }));
    const again = await screen.findByRole('dialog', { name: A.lbl_addr_delete_title });
    fireEvent.click(within(again).getByRole('button', { name: A.lbl_addr_delete_yes }));
    await waitFor(() => expect(screen.queryByText('Asha at work', { selector: 'bdi' })).toBeNull());
    expect(api.callsTo('deleteCustomerAddress')[0]?.params).toMatchObject({ AddressId: 9 });
  });
});

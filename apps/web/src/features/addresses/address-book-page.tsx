// The address book (/:lang/addresses, Bazaar addition, issue #19 item 4): every address the
// shopper keeps (the profile's first, as the server made it), read again on arrival; add, edit,
// delete (after a confirmation) and make default. A visit without a shopper goes to login.
import { useState } from 'react';
import type { AddressRow, SavedAddressAnswer } from '@bazaar/contract/schemas/address-book';
import { PageTitle } from '../../components/page-title.tsx';
import { ToLogin } from '../../components/to-login.tsx';
import {
  AddressFormDialog,
  type AddressDialogMode,
} from '../../entities/address/address-form-dialog.tsx';
import { AddressBookWaiting, EntryButton } from '../../entities/address/address-book-parts.tsx';
import { AddressSummary } from '../../entities/address/address-summary.tsx';
import { useAddressBook } from '../../entities/address/use-address-book.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { DeleteAddressDialog } from './delete-address-dialog.tsx';
import { useAddressActions } from './use-address-actions.ts';
import '../../components/form-card.css';
import '../../entities/address/address-book.css';

export default function AddressBookPage() {
  const { loggedIn } = useAppSelector((state) => state.user);
  const [arrivedLoggedIn] = useState(loggedIn);
  if (!arrivedLoggedIn) return <ToLogin />;
  return loggedIn ? <AddressBookList /> : null;
}

function AddressBookList() {
  const t = useLabels('AddressBook');
  const book = useAddressBook();
  const actions = useAddressActions(book);
  const [dialog, setDialog] = useState<AddressDialogMode>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<AddressRow | null>(null);
  const { addresses } = book;

  const saved = (answer: SavedAddressAnswer) => {
    book.replace(answer.Addresses);
    setDialog({ kind: 'closed' });
  };

  return (
    <PageTitle title={t('lbl_addr_book_title')} description={t('lbl_addr_book_meta')}>
      <div className="account-card account-card--wide address-book">
        <div className="address-actions">
          <button type="button" className="btn" onClick={() => setDialog({ kind: 'add' })}>
            {t('lbl_addr_add')}
          </button>
        </div>
        {addresses === undefined ? (
          <AddressBookWaiting book={book} />
        ) : addresses.length === 0 ? (
          <p>{t('lbl_addr_none')}</p>
        ) : (
          <ul className="address-list" data-testid="address-book">
            {addresses.map((row) => (
              <li key={row.AddressId} className="address-entry">
                <AddressSummary row={row} />
                <div className="address-actions">
                  <EntryButton row={row} onClick={() => setDialog({ kind: 'edit', row })}>
                    {t('lbl_addr_edit')}
                  </EntryButton>
                  {!row.IsDefault && (
                    <EntryButton
                      row={row}
                      disabled={actions.pending}
                      onClick={() => void actions.makeDefault(row)}
                    >
                      {t('lbl_addr_set_default')}
                    </EntryButton>
                  )}
                  <EntryButton
                    row={row}
                    disabled={actions.pending}
                    onClick={() => setDeleting(row)}
                  >
                    {t('lbl_addr_delete')}
                  </EntryButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <AddressFormDialog
        mode={dialog}
        onClose={() => setDialog({ kind: 'closed' })}
        onSaved={saved}
      />
      <DeleteAddressDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(row) => {
          setDeleting(null);
          void actions.remove(row);
        }}
      />
    </PageTitle>
  );
}

// The delivery address step: the shopper's book as a radio group (the default preselected and
// marked), buttons to add one, to edit one and to deliver to someone else (a gift: the form opens
// empty for the recipient), all in a dialog without leaving checkout. An all-digital cart says it
// needs no address instead. The contact e-mail stays in view: order updates go there.
import { useId, useState } from 'react';
import type { SavedAddressAnswer } from '@bazaar/contract/schemas/address-book';
import {
  AddressFormDialog,
  type AddressDialogMode,
} from '../../entities/address/address-form-dialog.tsx';
import { AddressBookWaiting, EntryButton } from '../../entities/address/address-book-parts.tsx';
import { AddressSummary } from '../../entities/address/address-summary.tsx';
import type { AddressBook } from '../../entities/address/use-address-book.ts';
import { useLabels } from '../../i18n/use-labels.ts';

export function DeliveryAddressSection({
  email,
  needsAddress,
  book,
  chosen,
  onChoose,
}: {
  email: string;
  needsAddress: boolean;
  book: AddressBook;
  chosen: number | null;
  onChoose: (addressId: number) => void;
}) {
  const t = useLabels('AddressBook');
  const headingId = useId();
  const [dialog, setDialog] = useState<AddressDialogMode>({ kind: 'closed' });
  const { addresses } = book;

  const saved = (answer: SavedAddressAnswer) => {
    book.replace(answer.Addresses);
    onChoose(answer.AddressId);
    setDialog({ kind: 'closed' });
  };

  return (
    <section className="checkout-card" aria-labelledby={headingId} data-testid="delivery-address">
      <h2 id={headingId}>{t('lbl_addr_delivery_title')}</h2>
      <p className="checkout-note">
        {t('lbl_addr_contact')}{' '}
        <bdi dir="ltr" className="checkout-email">
          {email}
        </bdi>
      </p>
      {!needsAddress ? (
        <p role="status">{t('lbl_addr_digital_only')}</p>
      ) : addresses === undefined ? (
        <AddressBookWaiting book={book} />
      ) : (
        <>
          <fieldset className="address-fieldset bare-fieldset">
            <legend>{t('lbl_addr_choose')}</legend>
            {addresses.length === 0 ? (
              <p>{t('lbl_addr_none')}</p>
            ) : (
              <ul className="address-list">
                {addresses.map((row) => {
                  const radioId = `${headingId}-${row.AddressId}`;
                  return (
                    <li key={row.AddressId} className="address-choice">
                      <input
                        type="radio"
                        id={radioId}
                        name="AddressId"
                        value={row.AddressId}
                        checked={row.AddressId === chosen}
                        onChange={() => onChoose(row.AddressId)}
                      />
                      <label htmlFor={radioId}>
                        <AddressSummary row={row} />
                      </label>
                      <EntryButton row={row} onClick={() => setDialog({ kind: 'edit', row })}>
                        {t('lbl_addr_edit')}
                      </EntryButton>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          <div className="address-actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setDialog({ kind: 'add' })}
            >
              {t('lbl_addr_add')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setDialog({ kind: 'gift' })}
            >
              {t('lbl_addr_gift')}
            </button>
          </div>
        </>
      )}
      <AddressFormDialog
        mode={dialog}
        onClose={() => setDialog({ kind: 'closed' })}
        onSaved={saved}
      />
    </section>
  );
}

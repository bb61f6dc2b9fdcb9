// Small parts the checkout step and the address book page both show.
import type { ReactNode } from 'react';
import type { AddressRow } from '@bazaar/contract/schemas/address-book';
import { useLabels } from '../../i18n/use-labels.ts';
import type { AddressBook } from './use-address-book.ts';

/** While the book is read: "Loading…", or that it failed with a retry. */
export function AddressBookWaiting({ book }: { book: AddressBook }) {
  const t = useLabels('AddressBook');
  const tc = useLabels('Common');
  return (
    <>
      <p role="status">{book.failed ? t('lbl_addr_load_failed') : t('lbl_addr_loading')}</p>
      {book.failed && (
        <button type="button" className="btn btn--ghost" onClick={book.refetch}>
          {tc('lbl_cmn_retry')}
        </button>
      )}
    </>
  );
}

/** A button acting on one entry: "Edit", and for a screen reader whose ("Edit Asha Verma"). */
export function EntryButton({
  row,
  onClick,
  disabled,
  children,
}: {
  row: AddressRow;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className="btn btn--ghost" disabled={disabled} onClick={onClick}>
      {children}
      <span className="visually-hidden"> {row.FullName}</span>
    </button>
  );
}

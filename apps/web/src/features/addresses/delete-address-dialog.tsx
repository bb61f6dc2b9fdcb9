// "Delete this address?" with the address itself, so the shopper sees what goes; focus starts on
// Cancel (the safe answer) and returns to the Delete button that asked.
import { useEffect, useRef } from 'react';
import type { AddressRow } from '@bazaar/contract/schemas/address-book';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { AddressSummary } from '../../entities/address/address-summary.tsx';
import { useLabels } from '../../i18n/use-labels.ts';

export function DeleteAddressDialog({
  row,
  onClose,
  onConfirm,
}: {
  row: AddressRow | null;
  onClose: () => void;
  onConfirm: (row: AddressRow) => void;
}) {
  const t = useLabels('AddressBook');
  const cancel = useRef<HTMLButtonElement>(null);
  const open = row !== null;
  useEffect(() => {
    if (open) cancel.current?.focus();
  }, [open]);
  return (
    <ModalDialog open={open} onClose={onClose} title={t('lbl_addr_delete_title')}>
      {row && <AddressSummary row={row} />}
      <div className="address-form__actions">
        <button type="button" className="btn" onClick={() => row && onConfirm(row)}>
          {t('lbl_addr_delete_yes')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose} ref={cancel}>
          {t('lbl_addr_cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}

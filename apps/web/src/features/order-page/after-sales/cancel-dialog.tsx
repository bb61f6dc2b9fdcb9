// "Cancel this order?" / "Cancel this item?": what a cancel gives back, then Yes or Go back.
// Focus starts on Go back (the safe answer) and returns to the button that asked.
import { useEffect, useRef } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useLabels } from '../../../i18n/use-labels.ts';

export function CancelDialog({
  open,
  whole,
  itemName,
  pending,
  onClose,
  onConfirm,
}: {
  open: boolean;
  /** The whole order, or one item (itemName). */
  whole: boolean;
  itemName?: string | undefined;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useLabels('OrdersHistory');
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) back.current?.focus();
  }, [open]);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t(whole ? 'lbl_as_cancel_order_title' : 'lbl_as_cancel_item_title')}
    >
      {!whole && itemName && (
        <p className="after-sales__item-name">
          <bdi>{itemName}</bdi>
        </p>
      )}
      <p>{t('lbl_as_cancel_body')}</p>
      <div className="after-sales__dialog-actions">
        <button type="button" className="btn" disabled={pending} onClick={onConfirm}>
          {t('lbl_as_cancel_yes')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose} ref={back}>
          {t('lbl_as_go_back')}
        </button>
      </div>
    </ModalDialog>
  );
}

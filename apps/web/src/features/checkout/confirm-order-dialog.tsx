// Cash on delivery: 'Do you really want to place this order?' (spec §4, deviation #3) in an
// accessible dialog; Yes places the order, Cancel (or Escape) leaves everything as it was.
import { useId } from 'react';
import { t as message } from '@bazaar/i18n/messages';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';

export function ConfirmOrderDialog({
  open,
  onConfirm,
  onClose,
}: {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useLabels('Checkout');
  const lang = useLanguage();
  const questionId = useId();
  return (
    <CheckoutDialog
      open={open}
      onClose={onClose}
      title={t('lbl_check_confirm_title')}
      role="alertdialog"
      describedBy={questionId}
    >
      <p id={questionId} className="checkout-dialog__text">
        {message(lang, 'orderConfirm')}
      </p>
      <div className="checkout-dialog__actions">
        <button type="button" className="btn" onClick={onConfirm}>
          {t('lbl_check_confirm_yes')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose} autoFocus>
          {t('lbl_check_cancel')}
        </button>
      </div>
    </CheckoutDialog>
  );
}

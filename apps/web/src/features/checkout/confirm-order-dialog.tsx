// Cash on delivery: 'Do you really want to place this order?' (spec §4, deviation #3) and the
// total to pay on delivery (the server's figure) in an accessible dialog; focus starts on Yes,
// which places the order; Cancel (or Escape) leaves everything as it was.
import { useEffect, useId, useRef } from 'react';
import { t as message } from '@bazaar/i18n/messages';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';

export function ConfirmOrderDialog({
  open,
  amount,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** The total to pay, formatted (the server's discounted total, else its total). */
  amount: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useLabels('Checkout');
  const lang = useLanguage();
  const questionId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  // After showModal() (the dialog's own effect runs first): Yes is where the shopper starts.
  useEffect(() => {
    if (open) confirm.current?.focus();
  }, [open]);
  return (
    <CheckoutDialog
      open={open}
      onClose={onClose}
      title={t('lbl_check_confirm_title')}
      role="alertdialog"
      describedBy={questionId}
    >
      <div id={questionId}>
        <p className="checkout-dialog__text">{message(lang, 'orderConfirm')}</p>
        <p className="checkout-dialog__amount">
          {t('lbl_check_confirm_total')}: <strong dir="ltr">{amount}</strong>
        </p>
      </div>
      <div className="checkout-dialog__actions">
        <button type="button" className="btn" onClick={onConfirm} ref={confirm}>
          {t('lbl_check_confirm_yes')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('lbl_check_cancel')}
        </button>
      </div>
    </CheckoutDialog>
  );
}

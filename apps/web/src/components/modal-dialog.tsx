// A modal dialog (the product page's variants and size guide popups, the cart's variants view). The native <dialog> shown with
// showModal() keeps focus inside it (the rest of the page is inert) and closes on Escape; on
// closing, focus goes back to the control that opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { useLabels } from '../i18n/use-labels.ts';
import './modal-dialog.css';

export function ModalDialog({
  open,
  onClose,
  title,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const tc = useLabels('Common');
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      <div className="modal-dialog__content">
        <div className="modal-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={() => ref.current?.close()}>
            <CloseIcon />
            <span className="visually-hidden">{tc('lbl_cmn_close')}</span>
          </button>
        </div>
        <div className="modal-dialog__body">{children}</div>
        {footer && <div className="modal-dialog__foot">{footer}</div>}
      </div>
    </dialog>
  );
}

// A modal dialog (the product page's variants and size guide popups, the cart's variants view). The native <dialog> shown with
// showModal() keeps focus inside it (the rest of the page is inert) and closes on Escape; on
// closing, focus goes back to the control that opened it.
import type { ReactNode } from 'react';
import { ModalHead, useModal } from './modal-frame.tsx';
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
  const modal = useModal(open, onClose);

  return (
    <dialog
      ref={modal.ref}
      className="modal-dialog"
      aria-labelledby={modal.titleId}
      onClose={modal.onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) modal.close();
      }}
    >
      <div className="modal-dialog__content">
        <ModalHead
          className="modal-dialog__head"
          titleId={modal.titleId}
          title={title}
          onClose={modal.close}
        />
        <div className="modal-dialog__body">{children}</div>
        {footer && <div className="modal-dialog__foot">{footer}</div>}
      </div>
    </dialog>
  );
}

// The modal frame of checkout's dialogs (cash-on-delivery confirmation, card, wallet). The native
// <dialog> shown with showModal() keeps focus inside (the page behind is inert) and closes on
// Escape; focus then returns to the control that opened it. While `busy` (a payment or an order
// on its way) neither Escape nor the backdrop closes it, so a request cannot be orphaned.
import type { ReactNode } from 'react';
import { ModalHead, useModal } from '../../components/modal-frame.tsx';
import '../../components/modal-dialog.css';

/** Longer than a double click: the click after it is a shopper's own. */
const DOUBLE_CLICK_MS = 500;

export function CheckoutDialog({
  open,
  onClose,
  title,
  busy = false,
  role = 'dialog',
  describedBy,
  returnFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  busy?: boolean;
  /** 'alertdialog' for a question the shopper must answer. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** When it holds an element on closing, focus goes there instead of to the opener (once). */
  returnFocus?: { current: HTMLElement | null };
  children: ReactNode;
}) {
  const modal = useModal(open, onClose);

  const requestClose = () => {
    if (!busy) modal.close();
  };

  return (
    <dialog
      ref={modal.ref}
      className="modal-dialog checkout-dialog"
      role={role}
      aria-labelledby={modal.titleId}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        modal.onClose();
        returnFocus?.current?.focus();
        if (returnFocus) returnFocus.current = null;
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it,
        // except for a question (it wants an answer) and for the second click of the double
        // click that opened it.
        const settled = performance.now() - modal.openedAt.current > DOUBLE_CLICK_MS;
        if (event.target === event.currentTarget && role === 'dialog' && settled) requestClose();
      }}
    >
      <div className="modal-dialog__content">
        <ModalHead
          className="modal-dialog__head"
          titleId={modal.titleId}
          title={title}
          onClose={requestClose}
          disabled={busy}
        />
        {children}
      </div>
    </dialog>
  );
}

/** The "Test mode — no real money" banner of both payment modals. */
export function TestModeNote({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className="test-mode-note" role="note">
      <strong>{text}</strong>
      {hint && <span dir="auto">{hint}</span>}
    </div>
  );
}

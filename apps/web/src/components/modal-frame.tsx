// The parts every modal <dialog> shares (ModalDialog, checkout's dialogs): showModal() while open,
// which keeps focus inside and closes on Escape; focus back to the opener on closing; the title
// and close button. No styles here: each dialog brings its own.
import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons.tsx';
import { useLabels } from '../i18n/use-labels.ts';

/**
 * Shows the <dialog> behind `ref` with showModal() while `open` and closes it when not; its
 * `onClose` handler calls `onClose` and gives focus back to the opener. `openedAt` is when it
 * last opened (performance.now()).
 */
export function useModal(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openedAt = useRef(0);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openedAt.current = performance.now();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return {
    ref,
    titleId,
    openedAt,
    close: () => ref.current?.close(),
    onClose: () => {
      onClose();
      opener.current?.focus();
    },
  };
}

/** The title (which names the dialog) and the close button. */
export function ModalHead({
  className,
  titleId,
  title,
  onClose,
  disabled,
}: {
  className: string;
  titleId: string;
  title: string;
  onClose: () => void;
  disabled?: boolean;
}) {
  const tc = useLabels('Common');
  return (
    <div className={className}>
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="icon-button" onClick={onClose} disabled={disabled}>
        <CloseIcon />
        <span className="visually-hidden">{tc('lbl_cmn_close')}</span>
      </button>
    </div>
  );
}

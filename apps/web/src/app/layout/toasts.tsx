// Toasts, bottom-left (bottom-right in Arabic), from lib/toast's queue: errors as role=alert, the
// others as role=status; each closes itself after TIMING.toastAutoClose or with its button.
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts } from '../../lib/toast.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { CloseIcon } from '../../components/icons.tsx';
import './toasts.css';

const subscribe = (onChange: () => void) => subscribeToasts(onChange);

export default function Toasts() {
  const toasts = useSyncExternalStore(subscribe, currentToasts, currentToasts);
  const t = useLabels('Common');
  return (
    <section className="toasts" aria-label={t('lbl_cmn_notifications')}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <p className="toast__text" dir="auto">
            {toast.text}
          </p>
          <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)}>
            <CloseIcon size={16} />
            <span className="visually-hidden">{t('lbl_cmn_close')}</span>
          </button>
        </div>
      ))}
    </section>
  );
}

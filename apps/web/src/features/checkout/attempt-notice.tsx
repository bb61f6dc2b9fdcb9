// What the payment section says while a lost order answer is being checked, and after: the
// order may already exist (never an invitation to pay a second time without checking).
import { useLabels } from '../../i18n/use-labels.ts';
import type { AttemptNotice } from './use-attempt-recovery.ts';

export function AttemptNoticeText({ notice }: { notice: AttemptNotice }) {
  const t = useLabels('Checkout');
  if (notice === 'none') return <p role="status" className="attempt-notice" hidden />;
  if (notice === 'checking') {
    return (
      <p role="status" className="attempt-notice">
        {t('lbl_check_attempt_checking')}
      </p>
    );
  }
  return (
    <p role="alert" className="attempt-notice attempt-notice--warning">
      {notice === 'running' ? t('lbl_check_attempt_running') : t('lbl_check_attempt_unconfirmed')}
    </p>
  );
}

// Full-page loading overlay while any request that asked for it runs (spec §2, §9: z-index 20000).
import { useAppSelector } from '../../store/hooks.ts';
import { selectLoading } from '../../store/common-slice.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import './loading-overlay.css';

export function LoadingOverlay() {
  const loading = useAppSelector(selectLoading);
  const t = useLabels('Common');
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('lbl_cmn_loading')}</span>
    </div>
  );
}

// Download of a bought digital file (spec §4): fetched with the shopper's token and saved under
// the product's name. Shared by the orders history and the order confirmation page.
import { useState } from 'react';
import { fill } from '@bazaar/i18n/text';
import { Icon, type IconProps } from '../../components/icons.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { showToast } from '../../lib/toast.ts';
import { saveDigitalDownload } from './save-download.ts';
import './download-button.css';

export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);

export function DownloadButton({
  orderItemId,
  productName,
}: {
  orderItemId: number;
  productName: string;
}) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await saveDigitalDownload(orderItemId, productName);
      // A 401 is the session guard's to say (it sends the shopper to log in).
      if (!outcome.ok && outcome.status !== 401) showToast('error', outcome.errorMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn--ghost orders-download"
      onClick={() => void download()}
      disabled={busy}
      aria-label={fill(lang, t('lbl_ordrhis_download_item'), { name: productName })}
    >
      <DownloadIcon size={18} />
      {busy ? t('lbl_ordrhis_downloading') : t('lbl_ordrhis_download')}
    </button>
  );
}

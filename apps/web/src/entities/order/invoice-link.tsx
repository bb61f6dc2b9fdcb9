// "Download tax invoice" (issue #20 §4): the order's GST invoice as a PDF in the page's language,
// fetched with the shopper's token (the server answers its owner only). On the order
// confirmation page, and on the order page that follows it.
import { useState } from 'react';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { showToast } from '../../lib/toast.ts';
import { DownloadIcon } from './download-button.tsx';
import { saveInvoice } from './save-download.ts';

export function InvoiceLink({ orderNumber }: { orderNumber: string }) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await saveInvoice(orderNumber);
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
      aria-label={fill(lang, t('lbl_invoice_download_order'), { number: orderNumber })}
    >
      <DownloadIcon size={18} />
      {busy ? t('lbl_invoice_downloading') : t('lbl_invoice_download')}
    </button>
  );
}

// "Download tax invoice" (issue #20 §4): the order's GST invoice as a PDF in the page's language,
// fetched with the shopper's token (the server answers its owner only). On the order
// confirmation page, and on the order page that follows it.
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { OwnFileButton } from './own-file-button.tsx';
import { saveInvoice } from './save-download.ts';

export function InvoiceLink({ orderNumber }: { orderNumber: string }) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  return (
    <OwnFileButton
      label={t('lbl_invoice_download')}
      busyLabel={t('lbl_invoice_downloading')}
      name={fill(lang, t('lbl_invoice_download_order'), { number: orderNumber })}
      save={() => saveInvoice(orderNumber)}
    />
  );
}

// Download of a bought digital file (spec §4): fetched with the shopper's token and saved under
// the product's name. Shared by the orders history and the order confirmation page.
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { OwnFileButton } from './own-file-button.tsx';
import { saveDigitalDownload } from './save-download.ts';

export function DownloadButton({
  orderItemId,
  productName,
}: {
  orderItemId: number;
  productName: string;
}) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  return (
    <OwnFileButton
      label={t('lbl_ordrhis_download')}
      busyLabel={t('lbl_ordrhis_downloading')}
      name={fill(lang, t('lbl_ordrhis_download_item'), { name: productName })}
      save={() => saveDigitalDownload(orderItemId, productName)}
    />
  );
}

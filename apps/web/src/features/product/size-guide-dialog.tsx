// The size guide popup: the product's sizes with their measurements in inches and centimetres
// (from the size list, which holds them; the detail names only the product's sizes).
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import { LANGUAGES } from '@bazaar/contract/constants';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { useSizeList } from './use-product-data.ts';

export function SizeGuideDialog({
  open,
  onClose,
  sizes,
  loaded,
}: {
  open: boolean;
  onClose: () => void;
  sizes: ProductDetailRow['ProductSizesJson'];
  /** Load the measurements once the guide has been asked for. */
  loaded: boolean;
}) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const { data } = useSizeList(loaded);
  const rows = sizes.map((size) => {
    const full = data?.find((row) => row.SizeID === size.SizeID);
    const arabic = full?.LocalizationJsonData.find((l) => l.langId === LANGUAGES.ar)?.text;
    return {
      id: size.SizeID,
      short: size.ShortName,
      name: (lang === 'ar' && arabic) || full?.Name || '',
      inches: full?.Inches ?? '',
      cm: full?.Centimeters ?? '',
    };
  });
  return (
    <ModalDialog open={open} onClose={onClose} title={t('lbl_prd_det_sizeguide')}>
      <p className="modal-dialog__hint">{t('lbl_prd_size_guide_intro')}</p>
      <table className="size-guide">
        <thead>
          <tr>
            <th scope="col">{t('lbl_prd_size_col')}</th>
            <th scope="col">{t('lbl_prd_size_name_col')}</th>
            <th scope="col">{t('lbl_prd_inches_col')}</th>
            <th scope="col">{t('lbl_prd_cm_col')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.short}</th>
              <td>{row.name}</td>
              <td>{row.inches}</td>
              <td>{row.cm}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ModalDialog>
  );
}

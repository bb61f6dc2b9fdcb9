// "Guaranteed safe checkout:" and the marks of the shop's payment methods (the footer asks the
// same question, so one request answers both).
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { PaymentMarks } from '../../components/payment-marks.tsx';
import { useApi } from '../../lib/use-api.ts';

export function PaymentLogos() {
  const t = useLabels('ProductDetail');
  const { data: methods } = useApi('getPaymentMethods', { languageCode: useLanguage() });
  return (
    <div className="payment-logos">
      <p className="payment-logos__title">{t('lbl_prd_det_safecheck')}</p>
      <PaymentMarks methods={methods ?? []} className="payment-logos__list" />
    </div>
  );
}

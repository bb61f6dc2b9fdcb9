// "Guaranteed safe checkout:" and the shop's payment method logos (shared with the footer's request).
import { useLabels } from '../../i18n/use-labels.ts';
import { PaymentMethodList } from '../../components/payment-method-list.tsx';
import { useApi } from '../../lib/use-api.ts';

export function PaymentLogos() {
  const t = useLabels('ProductDetail');
  const { data: methods } = useApi('getPaymentMethods', {});
  return (
    <div className="payment-logos">
      <p className="payment-logos__title">{t('lbl_prd_det_safecheck')}</p>
      <PaymentMethodList methods={methods ?? []} className="payment-logos__list" />
    </div>
  );
}

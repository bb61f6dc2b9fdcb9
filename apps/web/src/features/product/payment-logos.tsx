// "Guaranteed safe checkout:" and the shop's payment method logos (shared with the footer's request).
import { useLabels } from '../../i18n/use-labels.ts';
import { mediaUrl } from '../../lib/media.ts';
import { useApi } from '../../lib/use-api.ts';

export function PaymentLogos() {
  const t = useLabels('ProductDetail');
  const { data: methods } = useApi('getPaymentMethods', {});
  return (
    <div className="payment-logos">
      <p className="payment-logos__title">{t('lbl_prd_det_safecheck')}</p>
      <ul className="payment-logos__list">
        {(methods ?? []).map((method) => (
          <li key={method.PaymentMethodId}>
            <img
              src={mediaUrl(method.ImageUrl)}
              alt={method.PaymentMethodName}
              width={56}
              height={36}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

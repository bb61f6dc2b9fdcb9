// Price in INR, with the original struck through when a lower discounted price applies.
import { formatPrice } from '../lib/format.ts';
import { effectivePrice } from '../lib/price.ts';
import { useLabels } from '../i18n/use-labels.ts';
import './price.css';

export function Price({ price, discounted }: { price: number; discounted?: number | null }) {
  const t = useLabels('Common');
  const current = effectivePrice(price, discounted);
  return (
    <p className="price">
      <span className="price__current">
        <span className="visually-hidden">{t('lbl_cmn_price')}: </span>
        {formatPrice(current)}
      </span>
      {current < price && (
        <del className="price__original">
          <span className="visually-hidden">{t('lbl_cmn_original_price')}: </span>
          {formatPrice(price)}
        </del>
      )}
    </p>
  );
}

// − quantity + (spec §5): minus stops at 1; plus at the product's limit says so in a toast.
import { useLabels } from '../../i18n/use-labels.ts';

export function QuantityCounter({
  quantity,
  onDecrease,
  onIncrease,
  disabled,
}: {
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
  disabled?: boolean;
}) {
  const t = useLabels('ProductDetail');
  return (
    <div className="quantity" role="group" aria-labelledby="quantity-label">
      <span id="quantity-label" className="quantity__label">
        {t('lbl_prd_quantity')}
      </span>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__button"
          onClick={onDecrease}
          disabled={disabled || quantity <= 1}
          aria-label={t('lbl_prd_decrease')}
        >
          −
        </button>
        <output className="quantity__value" aria-live="polite" data-testid="quantity">
          {quantity}
        </output>
        <button
          type="button"
          className="quantity__button"
          onClick={onIncrease}
          disabled={disabled}
          aria-label={t('lbl_prd_increase')}
        >
          +
        </button>
      </div>
    </div>
  );
}

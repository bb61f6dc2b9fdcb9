// The cart line's quantity stepper (spec §4, §5): minus only above 1; plus only below 10 and
// below the product's OrderMaximumQuantity when that is positive — at the limit, plus says
// the quantity-limit message instead of adding.
import { fill } from '@bazaar/i18n/text';
import { t as message } from '@bazaar/i18n/messages';
import { QUANTITY } from '@bazaar/contract/constants';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { decreaseQuantity, increaseQuantity } from '@bazaar/contract/pricing/line-limits';
import { showToast } from '../../lib/toast.ts';

export function QuantityStepper({
  name,
  quantity,
  orderMaximumQuantity,
  unitsAvailable,
  onChange,
}: {
  /** The product's name, for the buttons' accessible names. */
  name: string;
  quantity: number;
  orderMaximumQuantity: number;
  /** What this line may hold beside the product's other lines and its stock (the server's
   * UnitsLeft); unknown until the server has priced the line. */
  unitsAvailable?: number | undefined;
  onChange: (quantity: number) => void;
}) {
  const t = useLabels('Cart');
  const lang = useLanguage();

  const increase = () => {
    const next = increaseQuantity(quantity, orderMaximumQuantity, unitsAvailable);
    if (next.limitReached !== null) {
      showToast('error', message(lang, 'quantityLimit', { n: next.limitReached }));
      // A stored quantity above the limit (an older cart) comes down to it.
      if (next.quantity < quantity) onChange(next.quantity);
      return;
    }
    onChange(next.quantity);
  };

  return (
    <div className="cart-stepper" role="group" aria-label={t('lbl_hdr_cart_qty')}>
      <button
        type="button"
        className="cart-stepper__button"
        onClick={() => onChange(decreaseQuantity(quantity))}
        disabled={quantity <= QUANTITY.min}
        aria-label={fill(lang, t('lbl_cart_decrease'), { name })}
      >
        −
      </button>
      <output className="cart-stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="cart-stepper__button"
        onClick={increase}
        aria-label={fill(lang, t('lbl_cart_increase'), { name })}
      >
        +
      </button>
    </div>
  );
}

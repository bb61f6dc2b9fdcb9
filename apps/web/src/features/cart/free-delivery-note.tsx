// "Add ₹X more for free delivery" / "You get free delivery" under the cart's totals: the server's
// figures (cart-data's freeDeliveryThreshold and freeDeliveryAmountLeft), nothing when the shop
// sets no threshold or the cart holds only digital goods it would not ship anyway.
import type { CartData } from '@bazaar/contract/schemas/orders';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice } from '../../lib/format.ts';

export function FreeDeliveryNote({ cart }: { cart: CartData | undefined }) {
  const t = useLabels('Cart');
  const lang = useLanguage();
  const threshold = cart?.freeDeliveryThreshold ?? 0;
  const shipped = cart?.productsData.some((line) => !line.IsDigitalProduct) ?? false;
  if (!cart || threshold <= 0 || !shipped) return null;
  const left = cart.freeDeliveryAmountLeft ?? 0;
  return (
    <p
      className={`cart-totals__delivery${left > 0 ? '' : ' cart-totals__delivery--free'}`}
      data-testid="free-delivery"
      role="status"
    >
      {left > 0
        ? fill(lang, t('lbl_cart_free_delivery_left'), { amount: formatPrice(left) })
        : t('lbl_cart_free_delivery')}
    </p>
  );
}

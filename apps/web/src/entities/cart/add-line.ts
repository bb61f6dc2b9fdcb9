// Putting a chosen product into the cart, for the product page and the cards / wish list: a new
// choice is its own line, the exact same choice raises that line's quantity, and the product's
// stock and limit hold over all its lines (the contract's line-units rule, deviation 13). Says
// the outcome in a toast; answers whether anything was added.
import { addOutcome, type ProductLimits } from '@bazaar/contract/cart/line-units';
import type { Lang } from '@bazaar/i18n/text';
import { t } from '@bazaar/i18n/messages';
import { showToast } from '../../lib/toast.ts';
import { addedToCart, quantityChanged, type CartLine, type CartState } from './cart-slice.ts';

type CartAction = ReturnType<typeof addedToCart> | ReturnType<typeof quantityChanged>;

export function addLine(
  dispatch: (action: CartAction) => unknown,
  cart: CartState,
  line: CartLine,
  limits: ProductLimits,
  lang: Lang,
): boolean {
  const outcome = addOutcome(cart.cartItems, line, limits);
  switch (outcome.kind) {
    case 'duplicate':
      showToast('error', t(lang, 'cartDuplicate'));
      return false;
    case 'limit':
      showToast('error', t(lang, 'quantityLimit', { n: outcome.cap }));
      return false;
    case 'raised':
      dispatch(quantityChanged({ key: outcome.key, quantity: outcome.quantity }));
      break;
    case 'added':
      dispatch(addedToCart({ ...line, Quantity: outcome.quantity }));
      break;
  }
  showToast('success', t(lang, 'cartAdded'));
  return true;
}

// Spec §4, §5: a cart line holds at least 1 unit and at most 10, or the product's
// OrderMaximumQuantity when that is positive and lower. The product page's counter, the cart's
// stepper, the card actions and the server's cart check all read the limit here.
import { QUANTITY } from '../constants.ts';

/** Most units one line may hold (0 or less: the product sets no limit of its own). */
export function quantityLimit(orderMaximumQuantity: number): number {
  return orderMaximumQuantity > 0 ? Math.min(QUANTITY.max, orderMaximumQuantity) : QUANTITY.max;
}

/** limitReached: the limit when + was pressed at it ('Can not add more than {n} …'). */
export type QuantityStep = { quantity: number; limitReached: number | null };

export function increaseQuantity(quantity: number, orderMaximumQuantity: number): QuantityStep {
  const limit = quantityLimit(orderMaximumQuantity);
  if (quantity >= limit) return { quantity: limit, limitReached: limit };
  return { quantity: quantity + 1, limitReached: null };
}

export function decreaseQuantity(quantity: number): number {
  return Math.max(QUANTITY.min, quantity - 1);
}

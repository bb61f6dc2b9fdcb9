// Spec §4, §5: a cart line holds at least 1 unit and at most 10, or the product's
// OrderMaximumQuantity when that is positive and lower. The product page's counter, the cart's
// stepper, the card actions and the server's cart check all read the limit here.
import { QUANTITY } from '../constants.ts';

/** Most units one line may hold (0 or less: the product sets no limit of its own). */
export function quantityLimit(orderMaximumQuantity: number): number {
  return orderMaximumQuantity > 0 ? Math.min(QUANTITY.max, orderMaximumQuantity) : QUANTITY.max;
}

/** limitReached: the limit when + was pressed at it (the quantityLimit message's n). */
export type QuantityStep = { quantity: number; limitReached: number | null };

/**
 * `unitsAvailable`: the most this line may hold for another reason (the units in stock, less what
 * the product's other lines hold); the limit is the lower of the two.
 */
export function increaseQuantity(
  quantity: number,
  orderMaximumQuantity: number,
  unitsAvailable = Number.POSITIVE_INFINITY,
): QuantityStep {
  const limit = Math.max(
    QUANTITY.min,
    Math.min(quantityLimit(orderMaximumQuantity), Math.floor(unitsAvailable)),
  );
  if (quantity >= limit) return { quantity: limit, limitReached: limit };
  return { quantity: quantity + 1, limitReached: null };
}

export function decreaseQuantity(quantity: number): number {
  return Math.max(QUANTITY.min, quantity - 1);
}

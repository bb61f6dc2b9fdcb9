// Quantity rules of the product page's counter and the cart's stepper (spec §4, §5): never
// below 1; at most 10, or the product's OrderMaximumQuantity when that is positive (and lower).
// Pressing + at the limit says 'Can not add more than {n} for this product'.
import { QUANTITY } from '@bazaar/contract/constants';

export function quantityLimit(orderMaximumQuantity: number): number {
  return orderMaximumQuantity > 0 ? Math.min(QUANTITY.max, orderMaximumQuantity) : QUANTITY.max;
}

export type QuantityStep = { quantity: number; limitReached: number | null };

export function increaseQuantity(quantity: number, orderMaximumQuantity: number): QuantityStep {
  const limit = quantityLimit(orderMaximumQuantity);
  if (quantity >= limit) return { quantity: limit, limitReached: limit };
  return { quantity: quantity + 1, limitReached: null };
}

export function decreaseQuantity(quantity: number): number {
  return Math.max(QUANTITY.min, quantity - 1);
}

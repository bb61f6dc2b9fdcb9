// How many units one cart line may hold when the same product sits on several lines (another
// colour, size or option set is its own line, deviation 13): the product's limit (at most 10, or
// its OrderMaximumQuantity) and its stock hold for ALL its lines together. The cart slice, the
// card actions, the product page and the server's cart check all count here.
import type { CartLine } from '../schemas/orders.ts';
import { quantityLimit } from '../pricing/line-limits.ts';
import { cartChoiceKey } from './line-choice.ts';

type Line = Pick<CartLine, 'ProductId' | 'productSelectedAttributes' | 'Quantity'>;
type Choice = Pick<CartLine, 'ProductId' | 'productSelectedAttributes'>;

/** Units of `productId` on the cart's lines, leaving out the line whose choice key is `exceptKey`. */
export function productUnits(
  lines: readonly Line[],
  productId: number,
  exceptKey: string | null = null,
): number {
  return lines
    .filter((line) => line.ProductId === productId && cartChoiceKey(line) !== exceptKey)
    .reduce((sum, line) => sum + line.Quantity, 0);
}

export interface ProductLimits {
  orderMaximumQuantity: number;
  /** Units in stock; omitted when not known (the per-order limit still holds). */
  stockQuantity?: number;
}

/** The most units the product may have in one cart, over all its lines. */
export function productCap({ orderMaximumQuantity, stockQuantity }: ProductLimits): number {
  const limit = quantityLimit(orderMaximumQuantity);
  return stockQuantity === undefined ? limit : Math.max(0, Math.min(limit, stockQuantity));
}

/** Units `line`'s choice may hold, given the product's other lines in `lines` (0: no room). */
export function lineRoom(lines: readonly Line[], line: Choice, limits: ProductLimits): number {
  const others = productUnits(lines, line.ProductId, cartChoiceKey(line));
  return Math.max(0, productCap(limits) - others);
}

/**
 * Adding `candidate` to `lines`: a new choice becomes its own line, the exact same choice raises
 * that line's quantity, both within the room left. 'duplicate': the same choice is already at
 * its limit ("Product already exists in your cart!"); 'limit': a new choice finds no room.
 */
export type AddOutcome =
  | { kind: 'added'; quantity: number }
  | { kind: 'raised'; key: string; quantity: number }
  | { kind: 'duplicate' }
  | { kind: 'limit'; cap: number };

export function addOutcome(
  lines: readonly Line[],
  candidate: Line,
  limits: ProductLimits,
): AddOutcome {
  const key = cartChoiceKey(candidate);
  const room = lineRoom(lines, candidate, limits);
  const existing = lines.find((line) => cartChoiceKey(line) === key);
  if (existing) {
    if (existing.Quantity >= room) return { kind: 'duplicate' };
    return {
      kind: 'raised',
      key,
      quantity: Math.min(room, existing.Quantity + candidate.Quantity),
    };
  }
  if (room < 1) return { kind: 'limit', cap: productCap(limits) };
  return { kind: 'added', quantity: Math.min(room, Math.max(1, candidate.Quantity)) };
}

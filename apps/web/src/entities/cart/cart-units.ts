// The header's Cart(n): how many pieces the shopper is buying, as shops count them — two of one
// kurta and one saree is 3, not 2 lines (the spec's totalCartItems stays the line count).
import { selectCartLines, type CartState } from './cart-slice.ts';

export function selectCartUnits(state: { cart: CartState }): number {
  return selectCartLines(state).reduce((units, line) => units + line.Quantity, 0);
}

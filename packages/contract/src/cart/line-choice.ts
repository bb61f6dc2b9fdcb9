// What makes two cart lines the same line: the product and the exact set of chosen options
// (colour, size and other attributes), in any order. The same product with another choice is
// its own line (deviation 13); the browser's cart, the server's saved cart and the merge at
// login all decide it here.
import type { CartLine } from '../schemas/orders.ts';

type Choice = Pick<CartLine, 'ProductId' | 'productSelectedAttributes'>;

/** A stable text key for a line's choice: equal keys mean the same line. */
export function cartChoiceKey(line: Choice): string {
  const options = line.productSelectedAttributes
    .map((option) => `${option.ProductAttributeID}:${option.PrimaryKeyValue}`)
    .sort();
  return `${line.ProductId}|${options.join(',')}`;
}

export function sameCartChoice(a: Choice, b: Choice): boolean {
  return cartChoiceKey(a) === cartChoiceKey(b);
}

// Spec §5 add-to-cart checks, in the spec's order: a real product, in stock, a size, a colour and
// every required variant chosen, a quantity. The product page, the cards / wish list and the
// server's cart check all ask here; the answer is an @bazaar/i18n message id with parameters.
import { ATTRIBUTE_KIND, QUANTITY } from './constants.ts';

/** One attribute option the product offers (get-product-all-attributes' fields). */
export interface OfferedAttribute {
  ProductAttributeID: number;
  AttributeDisplayName: string;
  IsRequiredAttribute: boolean;
}

/** What the product offers to choose: sizes and colours are always required when offered. */
export interface ChoiceOffer {
  sizeCount: number;
  colorCount: number;
  /** Every other attribute option (size and colour rows here are ignored). */
  attributes: readonly OfferedAttribute[];
}

export interface AddToCartInput extends ChoiceOffer {
  productId: number;
  stockQuantity: number;
  /** The ProductAttributeIDs chosen (none on a card). */
  chosen: ReadonlySet<number>;
  quantity: number;
}

export type AddToCartProblemId =
  | 'invalidProduct'
  | 'outOfStock'
  | 'selectSize'
  | 'selectColor'
  | 'selectVariant'
  | 'selectQuantity';

export interface AddToCartProblem {
  id: AddToCartProblemId;
  params?: { attribute: string };
  /** A choice is missing, which the product page offers; otherwise a refusal. */
  choose: boolean;
}

const SPECIAL_KINDS: readonly number[] = [ATTRIBUTE_KIND.Color, ATTRIBUTE_KIND.Size];

/** The first choice still owed, in the spec's order (size, colour, required variants). */
export function missingChoice(
  offer: ChoiceOffer,
  chosen: ReadonlySet<number>,
): AddToCartProblem | null {
  if (offer.sizeCount > 0 && !chosen.has(ATTRIBUTE_KIND.Size)) {
    return { id: 'selectSize', choose: true };
  }
  if (offer.colorCount > 0 && !chosen.has(ATTRIBUTE_KIND.Color)) {
    return { id: 'selectColor', choose: true };
  }
  const missing = offer.attributes.find(
    (option) =>
      option.IsRequiredAttribute &&
      !SPECIAL_KINDS.includes(option.ProductAttributeID) &&
      !chosen.has(option.ProductAttributeID),
  );
  if (!missing) return null;
  return { id: 'selectVariant', params: { attribute: missing.AttributeDisplayName }, choose: true };
}

/** Null when the product can go into the cart as chosen. */
export function checkAddToCart(input: AddToCartInput): AddToCartProblem | null {
  if (!(input.productId >= 1)) return { id: 'invalidProduct', choose: false };
  if (input.stockQuantity < 1) return { id: 'outOfStock', choose: false };
  const choice = missingChoice(input, input.chosen);
  if (choice) return choice;
  if (!(input.quantity >= QUANTITY.min)) return { id: 'selectQuantity', choose: false };
  return null;
}

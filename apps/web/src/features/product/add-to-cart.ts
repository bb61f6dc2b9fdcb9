// The product page's side of the spec §5 add-to-cart checks (the contract's rule, shared with the
// cards and the server) and the cart line they lead to. The answer is a message id of
// @bazaar/i18n (with its parameters), so the caller can say it in the shopper's language.
import {
  checkAddToCart as checkAddToCartRule,
  type AddToCartProblem,
} from '@bazaar/contract/add-to-cart-check';
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import { allGroups, type ProductChoices, type Selection } from './product-choices.ts';

/** The contract's §5 checks over the product page's choices and selection. */
export function checkAddToCart(
  product: Pick<ProductDetailRow, 'ProductId' | 'StockQuantity'>,
  choices: ProductChoices,
  selection: Selection,
  quantity: number,
): AddToCartProblem | null {
  return checkAddToCartRule({
    productId: product.ProductId,
    stockQuantity: product.StockQuantity,
    sizeCount: choices.size ? 1 : 0,
    colorCount: choices.color ? 1 : 0,
    attributes: choices.variants.map((variant) => ({
      ProductAttributeID: variant.attributeId,
      AttributeDisplayName: variant.name,
      IsRequiredAttribute: variant.required,
    })),
    chosen: new Set(
      allGroups(choices).flatMap((group) =>
        selection[group.attributeId] === undefined ? [] : [group.attributeId],
      ),
    ),
    quantity,
  });
}

export function toCartLine(
  productId: number,
  choices: ProductChoices,
  selection: Selection,
  quantity: number,
  defaultImage: string,
): CartLine {
  const productSelectedAttributes = allGroups(choices).flatMap((group) => {
    const value = selection[group.attributeId];
    return value === undefined
      ? []
      : [{ ProductId: productId, ProductAttributeID: group.attributeId, PrimaryKeyValue: value }];
  });
  return {
    ProductId: productId,
    productSelectedAttributes,
    Quantity: quantity,
    ShippingCharges: 0,
    DefaultImage: defaultImage,
  };
}

// Spec §5 add-to-cart checks, in the spec's order, and the cart line / wishlist item they lead
// to. The answer is a message id of @bazaar/i18n (with its parameters), so the caller can say it
// in the shopper's language.
import type { MessageId } from '@bazaar/i18n/messages';
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import { QUANTITY } from '@bazaar/contract/constants';
import { allGroups, type ProductChoices, type Selection } from './product-choices.ts';

export interface Problem {
  id: MessageId;
  params?: Record<string, string | number>;
}

export function checkAddToCart(
  product: Pick<ProductDetailRow, 'ProductId' | 'StockQuantity'>,
  choices: ProductChoices,
  selection: Selection,
  quantity: number,
): Problem | null {
  if (!(product.ProductId >= 1)) return { id: 'invalidProduct' };
  if (product.StockQuantity < 1) return { id: 'outOfStock' };
  if (choices.size && selection[choices.size.attributeId] === undefined)
    return { id: 'selectSize' };
  if (choices.color && selection[choices.color.attributeId] === undefined) {
    return { id: 'selectColor' };
  }
  for (const variant of choices.variants) {
    if (variant.required && selection[variant.attributeId] === undefined) {
      return { id: 'selectVariant', params: { attribute: variant.name } };
    }
  }
  if (!(quantity >= QUANTITY.min)) return { id: 'selectQuantity' };
  return null;
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

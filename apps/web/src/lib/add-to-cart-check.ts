// Spec §5 add-to-cart checks, in the spec's order, from what the product page's calls answer
// (detail: stock, sizes, colours; attributes: required variants). A card has nothing chosen, so
// any size, colour or required variant means the shopper must choose on the detail page.
import { ATTRIBUTE_KIND, QUANTITY } from '@bazaar/contract/constants';
import type { MessageId } from '@bazaar/i18n/messages';

export interface CartCheckInput {
  productId: number;
  stockQuantity: number;
  sizeCount: number;
  colorCount: number;
  /** Every attribute option of the product (get-product-all-attributes-by-productId). */
  attributes: readonly {
    ProductAttributeID: number;
    AttributeDisplayName: string;
    IsRequiredAttribute: boolean;
  }[];
  /** Chosen options by ProductAttributeID (none on a card). */
  chosen?: ReadonlySet<number>;
  quantity: number;
}

export type CartCheck =
  | { ok: true }
  /** `choose`: a choice is missing, which the detail page offers; otherwise a refusal. */
  | { ok: false; message: MessageId; params?: Record<string, string>; choose: boolean };

const SPECIAL_KINDS: readonly number[] = [ATTRIBUTE_KIND.Color, ATTRIBUTE_KIND.Size];

export function checkAddToCart(input: CartCheckInput): CartCheck {
  const chosen = input.chosen ?? new Set<number>();
  if (!(input.productId >= 1)) return { ok: false, message: 'invalidProduct', choose: false };
  if (input.stockQuantity < 1) return { ok: false, message: 'outOfStock', choose: false };
  if (input.sizeCount > 0 && !chosen.has(ATTRIBUTE_KIND.Size)) {
    return { ok: false, message: 'selectSize', choose: true };
  }
  if (input.colorCount > 0 && !chosen.has(ATTRIBUTE_KIND.Color)) {
    return { ok: false, message: 'selectColor', choose: true };
  }
  const missing = input.attributes.find(
    (option) =>
      option.IsRequiredAttribute &&
      !SPECIAL_KINDS.includes(option.ProductAttributeID) &&
      !chosen.has(option.ProductAttributeID),
  );
  if (missing) {
    return {
      ok: false,
      message: 'selectVariant',
      params: { attribute: missing.AttributeDisplayName },
      choose: true,
    };
  }
  if (!(input.quantity >= QUANTITY.min)) {
    return { ok: false, message: 'selectQuantity', choose: false };
  }
  return { ok: true };
}

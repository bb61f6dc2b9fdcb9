// What makes a cart malformed (HTTP 400 naming the line and the problem): the same choice of a
// product listed twice (another colour, size or option set is its own line, deviation 13), an
// unknown product, an option of another product or one the product does not have, an attribute chosen
// twice or a required one not chosen, a product's units over its limit (over all its lines). Quantities below 1, a
// cart that is no JSON list or holds more than 100 lines are refused by the contract's schema.
import { ATTRIBUTE_KIND } from '@bazaar/contract/constants';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import { CART_LINE_TEXT, CART_PROBLEM_TEXTS, type CartProblemId } from '@bazaar/i18n/cart';
import { paramsIn, type MessageParam } from '@bazaar/i18n/message-catalogue';
import { fill, type Lang, type Text } from '@bazaar/i18n/text';
import { ApiError } from '../../api-errors.ts';
import type { CartOption, CartProduct } from './cart.repository.ts';
import { missingChoice } from '@bazaar/contract/add-to-cart-check';
import { quantityLimit } from '@bazaar/contract/pricing/line-limits';
import { cartChoiceKey } from '@bazaar/contract/cart/line-choice';

/**
 * A malformed cart: HTTP 400, "cartJsonData.2.Quantity: quantity 7 of product 9 is over …" in
 * English; in Arabic the line by its number and attribute names in Arabic, no wire name.
 */
export class CartProblem extends ApiError {
  constructor(
    readonly path: string,
    readonly problem: CartProblemId,
    params: Readonly<Record<string, MessageParam>>,
  ) {
    const text = CART_PROBLEM_TEXTS[problem];
    const line = Number(/^cartJsonData\.(\d+)/.exec(path)?.[1] ?? 0) + 1;
    const said = (lang: Lang) =>
      fill(lang, CART_LINE_TEXT[lang], {
        line,
        why: fill(lang, text[lang], paramsIn(lang, params)),
      });
    const why = { en: said('en'), ar: said('ar') };
    super(400, { id: 'refusedField', params: { field: path, why } });
  }
}

/** The field path of a line, as the contract's own 400s name fields. */
const linePath = (index: number, field: string) => `cartJsonData.${index}.${field}`;

/** An attribute's name in both languages (the Arabic where the catalogue has one). */
const attributeName = (option: CartOption): Text => ({
  en: option.attribute_name,
  ar: option.attribute_name_ar ?? option.attribute_name,
});

/**
 * The name of the first attribute still to choose, by the contract's §5 rule (the product page's
 * and the cards' rule: size, then colour, then each required variant); null when none is missing.
 */
function missingAttribute(offered: readonly CartOption[], chosen: readonly CartOption[]) {
  const count = (kind: number) => offered.filter((option) => option.attribute_id === kind).length;
  const missing = missingChoice(
    {
      sizeCount: count(ATTRIBUTE_KIND.Size),
      colorCount: count(ATTRIBUTE_KIND.Color),
      attributes: offered.map((option) => ({
        ProductAttributeID: option.attribute_id,
        AttributeDisplayName: option.attribute_name,
        IsRequiredAttribute: option.is_required === 1,
      })),
    },
    new Set(chosen.map((option) => option.attribute_id)),
  );
  if (!missing) return null;
  const named = missing.params?.attribute;
  const kind = missing.id === 'selectSize' ? ATTRIBUTE_KIND.Size : ATTRIBUTE_KIND.Color;
  const option = offered.find((candidate) =>
    named === undefined ? candidate.attribute_id === kind : candidate.attribute_name === named,
  );
  return option ? attributeName(option) : { en: named ?? '', ar: named ?? '' };
}

/** Each line's chosen options (rows of findCartOptions), in the product's attribute order. */
export function checkCartLines(
  lines: readonly CartLine[],
  products: ReadonlyMap<number, CartProduct>,
  optionsByProduct: ReadonlyMap<number, readonly CartOption[]>,
): CartOption[][] {
  const seen = new Set<string>();
  const unitsOf = new Map<number, number>();
  return lines.map((line, index) => {
    const id = line.ProductId;
    const key = cartChoiceKey(line);
    if (seen.has(key))
      throw new CartProblem(linePath(index, 'ProductId'), 'duplicateProduct', { id });
    seen.add(key);
    const product = products.get(id);
    if (!product) throw new CartProblem(linePath(index, 'ProductId'), 'unknownProduct', { id });
    const offered = optionsByProduct.get(id) ?? [];
    const chosen: CartOption[] = [];
    line.productSelectedAttributes.forEach((selected, j) => {
      const path = linePath(index, `productSelectedAttributes.${j}`);
      if (selected.ProductId !== id) {
        throw new CartProblem(`${path}.ProductId`, 'foreignOption', {
          id,
          other: selected.ProductId,
        });
      }
      const attribute = selected.ProductAttributeID;
      if (chosen.some((option) => option.attribute_id === attribute)) {
        throw new CartProblem(`${path}.ProductAttributeID`, 'repeatedAttribute', { id, attribute });
      }
      const option = offered.find(
        (candidate) =>
          candidate.attribute_id === attribute &&
          candidate.primary_key_value === selected.PrimaryKeyValue,
      );
      if (!option) {
        throw new CartProblem(`${path}.PrimaryKeyValue`, 'unknownOption', {
          id,
          attribute,
          value: selected.PrimaryKeyValue,
        });
      }
      chosen.push(option);
    });
    const missing = missingAttribute(offered, chosen);
    if (missing !== null) {
      throw new CartProblem(linePath(index, 'productSelectedAttributes'), 'missingChoice', {
        id,
        attribute: missing,
      });
    }
    // The limit holds for the product over all its lines (two sizes of one kurta together).
    const limit = quantityLimit(product.order_maximum_quantity);
    const units = (unitsOf.get(id) ?? 0) + line.Quantity;
    unitsOf.set(id, units);
    if (units > limit) {
      throw new CartProblem(linePath(index, 'Quantity'), 'quantityOverLimit', {
        id,
        quantity: units,
        limit,
      });
    }
    // The product's attribute order, whatever order the browser sent them in.
    return offered.filter((option) => chosen.includes(option));
  });
}

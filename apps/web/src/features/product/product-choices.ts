// The product's choosable attributes, grouped: colour (ProductAttributeID 1), size (2) and the
// variants of the popup (every other attribute). Built from the attributes endpoint, with the
// detail's colour and size lists as the source of names (they come in the shopper's language)
// and as a fallback when the attributes list lacks them.
import { ATTRIBUTE_KIND, ATTRIBUTE_PRICE_TYPE } from '@bazaar/contract/constants';
import type { ProductAttributeRow, ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import type { WireOptionPrice } from '@bazaar/contract/pricing/option-price';

export interface ChoiceOption extends WireOptionPrice {
  value: number;
  label: string;
  /** Colour swatches only. */
  hex?: string;
}

export interface ChoiceGroup {
  attributeId: number;
  name: string;
  required: boolean;
  options: ChoiceOption[];
}

export interface ProductChoices {
  color: ChoiceGroup | null;
  size: ChoiceGroup | null;
  variants: ChoiceGroup[];
}

/** Chosen PrimaryKeyValue by ProductAttributeID. */
export type Selection = Readonly<Record<number, number>>;

function groupRows(rows: readonly ProductAttributeRow[]): Map<number, ChoiceGroup> {
  const groups = new Map<number, ChoiceGroup>();
  for (const row of rows) {
    let group = groups.get(row.ProductAttributeID);
    if (!group) {
      group = {
        attributeId: row.ProductAttributeID,
        name: row.AttributeDisplayName,
        required: row.IsRequiredAttribute,
        options: [],
      };
      groups.set(row.ProductAttributeID, group);
    }
    if (group.options.some((option) => option.value === row.PrimaryKeyValue)) continue;
    group.options.push({
      value: row.PrimaryKeyValue,
      label: row.PrimaryKeyDisplayValue,
      AdditionalPrice: row.AdditionalPrice,
      PriceType: row.PriceType,
    });
  }
  return groups;
}

const free = { AdditionalPrice: 0, PriceType: ATTRIBUTE_PRICE_TYPE.FixedValue };

export function buildChoices(
  detail: Pick<ProductDetailRow, 'ProductColorsJson' | 'ProductSizesJson'>,
  attributes: readonly ProductAttributeRow[],
  names: { color: string; size: string },
): ProductChoices {
  const groups = groupRows(attributes);
  const colorRows = groups.get(ATTRIBUTE_KIND.Color);
  const sizeRows = groups.get(ATTRIBUTE_KIND.Size);

  const colors = detail.ProductColorsJson.map((color) => {
    const priced = colorRows?.options.find((option) => option.value === color.ColorID);
    return {
      ...(priced ?? free),
      value: color.ColorID,
      label: color.ColorName,
      hex: color.HexCode,
    };
  });
  const sizes = detail.ProductSizesJson.map((size) => {
    const priced = sizeRows?.options.find((option) => option.value === size.SizeID);
    return { ...(priced ?? free), value: size.SizeID, label: size.ShortName };
  });

  const group = (
    id: number,
    rows: ChoiceGroup | undefined,
    fromDetail: ChoiceOption[],
    name: string,
  ): ChoiceGroup | null => {
    const options = fromDetail.length > 0 ? fromDetail : (rows?.options ?? []);
    if (options.length === 0) return null;
    return { attributeId: id, name, required: true, options };
  };

  return {
    color: group(ATTRIBUTE_KIND.Color, colorRows, colors, names.color),
    size: group(ATTRIBUTE_KIND.Size, sizeRows, sizes, names.size),
    variants: [...groups.values()].filter(
      (g) => g.attributeId !== ATTRIBUTE_KIND.Color && g.attributeId !== ATTRIBUTE_KIND.Size,
    ),
  };
}

export function allGroups(choices: ProductChoices): ChoiceGroup[] {
  return [choices.color, choices.size, ...choices.variants].filter(
    (g): g is ChoiceGroup => g !== null,
  );
}

/** The chosen options, priced, in group order. */
export function chosenOptions(choices: ProductChoices, selection: Selection): ChoiceOption[] {
  return allGroups(choices).flatMap((group) => {
    const value = selection[group.attributeId];
    const option = group.options.find((o) => o.value === value);
    return option ? [option] : [];
  });
}

/** Chooses a value, or clears the attribute with null. */
export function choose(selection: Selection, attributeId: number, value: number | null): Selection {
  const rest = Object.entries(selection).filter(([id]) => Number(id) !== attributeId);
  const next: Record<number, number> = Object.fromEntries(rest);
  if (value !== null) next[attributeId] = value;
  return next;
}

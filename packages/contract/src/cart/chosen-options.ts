// The options a shopper chose for an order item (colour, size and the rest, with what each adds to
// one unit), as order_items.attributes_json keeps them frozen at order time, in both languages.
// The order history and the order e-mail read them here, in the shopper's language.
import type { Lang } from '@bazaar/i18n/text';
import { listText } from '@bazaar/i18n/lists';
import { formatPaise } from '../money/money-text.ts';

/** One chosen option as order_items.attributes_json holds it. */
export interface FrozenOption {
  ProductAttributeID: number;
  PrimaryKeyValue: number;
  AttributeName: string;
  AttributeValue: string;
  /** The Arabic names at order time (absent on orders placed before issue 19, or none). */
  AttributeNameAr?: string | null;
  AttributeValueAr?: string | null;
  AdditionalPricePaise: number;
}

export interface ChosenOption {
  name: string;
  value: string;
  /** What the option adds to one unit, in paise (0: nothing). */
  additionalPricePaise: number;
}

const isFrozenOption = (value: unknown): value is FrozenOption => {
  if (typeof value !== 'object' || value === null) return false;
  const option = value as Record<string, unknown>;
  return typeof option.AttributeName === 'string' && typeof option.AttributeValue === 'string';
};

/** An item's chosen options in `lang` (English where no Arabic name was kept); [] for bad JSON. */
export function chosenOptions(attributesJson: string, lang: Lang): ChosenOption[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(attributesJson);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isFrozenOption).map((option) => ({
    name: (lang === 'ar' && option.AttributeNameAr) || option.AttributeName,
    value: (lang === 'ar' && option.AttributeValueAr) || option.AttributeValue,
    additionalPricePaise:
      typeof option.AdditionalPricePaise === 'number' ? option.AdditionalPricePaise : 0,
  }));
}

/** "Colour: Red, Size: XXL (+₹100)" — the Arabic comma in Arabic, the English one in English. */
export function chosenOptionsText(options: readonly ChosenOption[], lang: Lang): string {
  return listText(
    lang,
    options.map((option) => {
      const extra =
        option.additionalPricePaise > 0 ? ` (+${formatPaise(option.additionalPricePaise)})` : '';
      return `${option.name}: ${option.value}${extra}`;
    }),
  );
}

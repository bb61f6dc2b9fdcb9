// Spec §4: choosing attributes makes the price base + the sum of the chosen options'
// AdditionalPrice — a Fixed option adds its amount, a Percentage option that percent of the base.
// The price and the discounted price are each recomputed from their own base.
import { ATTRIBUTE_PRICE_TYPE } from '@bazaar/contract/constants';

export interface PricedOption {
  AdditionalPrice: number;
  /** ATTRIBUTE_PRICE_TYPE: 1 FixedValue, 2 Percentage. */
  PriceType: number;
}

/** Rupees to 2 decimals (spec §9), without binary-fraction noise such as 10.100000000000001. */
const toPaise = (amount: number): number => Math.round(amount * 100);

/** The amount the options add to one base price. */
export function optionsSurcharge(base: number, options: readonly PricedOption[]): number {
  let paise = 0;
  for (const option of options) {
    const amount = Number.isFinite(option.AdditionalPrice) ? option.AdditionalPrice : 0;
    paise +=
      option.PriceType === ATTRIBUTE_PRICE_TYPE.Percentage
        ? toPaise((base * amount) / 100)
        : toPaise(amount);
  }
  return paise / 100;
}

/** Price and discounted price with the chosen options; a missing discount stays missing. */
export function priceWithOptions(
  price: number,
  discounted: number | null | undefined,
  options: readonly PricedOption[],
): { price: number; discounted: number | null } {
  const add = (base: number) => (toPaise(base) + toPaise(optionsSurcharge(base, options))) / 100;
  return {
    price: add(price),
    discounted: typeof discounted === 'number' && discounted > 0 ? add(discounted) : null,
  };
}

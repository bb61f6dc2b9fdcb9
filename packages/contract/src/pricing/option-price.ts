// Spec §4: choosing attributes makes the price base + the sum of the chosen options' surcharges:
// a Fixed option adds its amount, a Percentage option that percent of the base, rounded to the
// nearest paisa with half a paisa up. The price and the sale price are each recomputed from their
// own base. The product page and the server's cart both price through here, in integer paise.
import { ATTRIBUTE_PRICE_TYPE } from '../constants.ts';
import { paiseToRupees, rupeesToPaise } from '../money/paise.ts';

/** One chosen option's price: ATTRIBUTE_PRICE_TYPE, and the amount or the percent it adds. */
export interface OptionPrice {
  priceType: number;
  fixedPaise: number;
  percent: number;
}

/** `percent` % of `paise`, to the nearest paisa, halves up (5 paise at 10 % is 1 paisa). */
export function percentOfPaise(paise: number, percent: number): number {
  // paise × percent is a whole number for whole percents, so a half is exactly x.5 here and the
  // division cannot push a value across the rounding boundary.
  const hundredths = paise * percent;
  const sign = hundredths < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(hundredths) + 50) / 100);
}

/** What one option adds to one base price. */
export function optionSurchargePaise(basePaise: number, option: OptionPrice): number {
  return option.priceType === ATTRIBUTE_PRICE_TYPE.Percentage
    ? percentOfPaise(basePaise, option.percent)
    : option.fixedPaise;
}

/** A base price with every chosen option's surcharge. */
export function withOptionsPaise(basePaise: number, options: readonly OptionPrice[]): number {
  let paise = basePaise;
  for (const option of options) paise += optionSurchargePaise(basePaise, option);
  return paise;
}

export interface UnitPrices {
  /** The list price with the options. */
  originalUnitPaise: number;
  /** The sale price with the options; null when the product is not discounted. */
  discountedUnitPaise: number | null;
  /** What one unit costs: the sale price when there is one. */
  unitPaise: number;
}

/**
 * A sale price is a real discount: positive and lower than the price (the product page has
 * always shown a 0 or a higher one as no sale), so only such a one is ever charged.
 */
function isSale(pricePaise: number, discountedPaise: number | null): discountedPaise is number {
  return discountedPaise !== null && discountedPaise > 0 && discountedPaise < pricePaise;
}

/** The base a shopper pays before options: the sale price when there is one. */
export function paidBasePaise(pricePaise: number, discountedPaise: number | null): number {
  return isSale(pricePaise, discountedPaise) ? discountedPaise : pricePaise;
}

/** The price and the sale price, each with the options (spec §4). */
export function unitPrices(
  pricePaise: number,
  discountedPaise: number | null,
  options: readonly OptionPrice[],
): UnitPrices {
  const originalUnitPaise = withOptionsPaise(pricePaise, options);
  const discountedUnitPaise = isSale(pricePaise, discountedPaise)
    ? withOptionsPaise(discountedPaise, options)
    : null;
  return {
    originalUnitPaise,
    discountedUnitPaise,
    unitPaise: discountedUnitPaise ?? originalUnitPaise,
  };
}

/** An option as get-product-all-attributes answers it: AdditionalPrice is rupees for a Fixed
 * option and the percent for a Percentage one. */
export interface WireOptionPrice {
  AdditionalPrice: number;
  PriceType: number;
}

/** An option as the server answers it (rupees for a Fixed option, the percent otherwise). */
export function optionToWire(option: OptionPrice): WireOptionPrice {
  return {
    AdditionalPrice:
      option.priceType === ATTRIBUTE_PRICE_TYPE.Percentage
        ? option.percent
        : paiseToRupees(option.fixedPaise),
    PriceType: option.priceType,
  };
}

/** The wire's option in paise (a non-number amount adds nothing). */
export function optionFromWire(option: WireOptionPrice): OptionPrice {
  const amount = Number.isFinite(option.AdditionalPrice) ? option.AdditionalPrice : 0;
  return option.PriceType === ATTRIBUTE_PRICE_TYPE.Percentage
    ? { priceType: option.PriceType, fixedPaise: 0, percent: amount }
    : { priceType: option.PriceType, fixedPaise: rupeesToPaise(amount), percent: 0 };
}

/**
 * The product page's prices from the wire's rupees (Price, DiscountedPrice; a missing or zero
 * discount is none) and the chosen options: the same unitPrices the server's cart charges.
 */
export function unitPricesFromWire(
  price: number,
  discounted: number | null | undefined,
  options: readonly WireOptionPrice[],
): UnitPrices {
  const sale = typeof discounted === 'number' ? rupeesToPaise(discounted) : null;
  const prices: OptionPrice[] = [];
  for (const option of options) prices.push(optionFromWire(option));
  return unitPrices(rupeesToPaise(price), sale, prices);
}

/**
 * What one wire option adds to the unit a shopper pays for (the sale price when there is one):
 * the product page prints it beside the option ("Gift wrap (+₹49)"); a percentage option as
 * the rupees it comes to, exactly what unitPricesFromWire adds.
 */
export function paidSurchargePaise(
  price: number,
  discounted: number | null | undefined,
  option: WireOptionPrice,
): number {
  const sale = typeof discounted === 'number' ? rupeesToPaise(discounted) : null;
  return optionSurchargePaise(paidBasePaise(rupeesToPaise(price), sale), optionFromWire(option));
}

// Pure rules for one cart line: the unit price with the chosen options, the quantity limit,
// shipping and whether the line can be ordered. No database here; pricing.ts feeds it rows.
import { ATTRIBUTE_PRICE_TYPE, QUANTITY } from '@bazaar/contract/constants';
import { percentOfPaise } from './money.ts';

/** The product columns the rules read (a products row has them all). */
export interface PricingProduct {
  price_paise: number;
  discounted_price_paise: number | null;
  stock_quantity: number;
  order_maximum_quantity: number;
  is_digital: number;
  is_shipping_free: number;
  shipping_charge_paise: number;
  published: number;
}

/** One chosen option's price columns (a product_attribute_options row has them). */
export interface PricingOption {
  price_type_id: number;
  additional_price_paise: number;
  additional_percent: number;
}

/**
 * What one option adds to one base price: a Fixed option its amount, a Percentage option that
 * percent of the base (the same rule as the product page, apps/web/src/lib/attribute-price.ts).
 */
export function optionSurchargePaise(basePaise: number, option: PricingOption): number {
  return option.price_type_id === ATTRIBUTE_PRICE_TYPE.Percentage
    ? percentOfPaise(basePaise, option.additional_percent)
    : option.additional_price_paise;
}

export interface UnitPrices {
  /** The list price with the options. */
  originalUnitPaise: number;
  /** The sale price with the options; null when the product is not discounted. */
  discountedUnitPaise: number | null;
  /** What one unit costs: the sale price when there is one. */
  unitPaise: number;
}

/** The price and the sale price, each recomputed from its own base (spec §4). */
export function unitPrices(product: PricingProduct, options: readonly PricingOption[]): UnitPrices {
  const withOptions = (base: number) =>
    options.reduce((sum, option) => sum + optionSurchargePaise(base, option), base);
  const originalUnitPaise = withOptions(product.price_paise);
  const discountedUnitPaise =
    product.discounted_price_paise === null ? null : withOptions(product.discounted_price_paise);
  return {
    originalUnitPaise,
    discountedUnitPaise,
    unitPaise: discountedUnitPaise ?? originalUnitPaise,
  };
}

/** Most units one line may hold: 10, or the product's OrderMaximumQuantity when lower (§5). */
export function quantityLimit(orderMaximumQuantity: number): number {
  return orderMaximumQuantity > 0 ? Math.min(QUANTITY.max, orderMaximumQuantity) : QUANTITY.max;
}

/**
 * Shipping for one unit: nothing for a digital product or one marked free; otherwise the
 * product's own charge, once per unit.
 */
export function shippingPerUnitPaise(product: PricingProduct): number {
  if (product.is_digital === 1 || product.is_shipping_free === 1) return 0;
  return product.shipping_charge_paise;
}

export type UnavailableReason = 'removed' | 'out-of-stock' | 'not-enough-stock';

export interface Availability {
  isAvailable: boolean;
  /** Units that can still be ordered on this line (stock, never more than the line's limit). */
  unitsLeft: number;
  unavailableReason: UnavailableReason | null;
}

/** Whether `quantity` units can be ordered now: published and enough stock. */
export function availability(product: PricingProduct, quantity: number): Availability {
  if (product.published !== 1) {
    return { isAvailable: false, unitsLeft: 0, unavailableReason: 'removed' };
  }
  const unitsLeft = Math.min(product.stock_quantity, quantityLimit(product.order_maximum_quantity));
  if (product.stock_quantity < 1) {
    return { isAvailable: false, unitsLeft: 0, unavailableReason: 'out-of-stock' };
  }
  if (product.stock_quantity < quantity) {
    return { isAvailable: false, unitsLeft, unavailableReason: 'not-enough-stock' };
  }
  return { isAvailable: true, unitsLeft, unavailableReason: null };
}

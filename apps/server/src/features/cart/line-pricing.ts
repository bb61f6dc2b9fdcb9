// Pure rules for one cart line over database rows: the unit prices (the contract's option rule,
// as the product page shows them), shipping and whether the line can be ordered.
import { quantityLimit } from '@bazaar/contract/pricing/line-limits';
import {
  unitPrices,
  type OptionPrice,
  type UnitPrices,
} from '@bazaar/contract/pricing/option-price';

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

/** A product_attribute_options row's price in the contract's terms. */
export function optionPrice(option: PricingOption): OptionPrice {
  return {
    priceType: option.price_type_id,
    fixedPaise: option.additional_price_paise,
    percent: option.additional_percent,
  };
}

/** The price and the sale price with the options, by the contract's rule (spec §4). */
export function linePrices(product: PricingProduct, options: readonly PricingOption[]): UnitPrices {
  return unitPrices(product.price_paise, product.discounted_price_paise, options.map(optionPrice));
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

/**
 * Whether `quantity` units can be ordered now: published and enough stock. `otherUnits`: what
 * the product's other lines in the same cart ask for (another colour or size), which the stock
 * and the limit must cover too.
 */
export function availability(
  product: PricingProduct,
  quantity: number,
  otherUnits = 0,
): Availability {
  if (product.published !== 1) {
    return { isAvailable: false, unitsLeft: 0, unavailableReason: 'removed' };
  }
  const stockLeft = Math.max(0, product.stock_quantity - otherUnits);
  const unitsLeft = Math.min(
    stockLeft,
    Math.max(0, quantityLimit(product.order_maximum_quantity) - otherUnits),
  );
  if (product.stock_quantity < 1) {
    return { isAvailable: false, unitsLeft: 0, unavailableReason: 'out-of-stock' };
  }
  if (stockLeft < quantity) {
    return { isAvailable: false, unitsLeft, unavailableReason: 'not-enough-stock' };
  }
  return { isAvailable: true, unitsLeft, unavailableReason: null };
}

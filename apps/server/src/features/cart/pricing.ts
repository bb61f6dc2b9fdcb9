// priceCart: every line of a browser cart re-priced from the database, in integer paise. The
// browser's prices, shipping and totals are never read (the contract's CartLine keeps only ids,
// chosen options and quantities that matter). A line that cannot be ordered as asked (removed,
// out of stock, fewer units left) is reported with its unit price but not charged: its line
// total and shipping are 0 and the cart is not valid.
import type { Kysely } from 'kysely';
import { ATTRIBUTE_KIND } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import type { CartLine } from '@bazaar/contract/schemas/orders';
import type { Database } from '../../db/schema.ts';
import { checkCartLines } from './cart-problems.ts';
import { findImages } from '../catalogue/index.ts';
import {
  findCartOptions,
  findCartProducts,
  type CartImage,
  type CartOption,
} from './cart.repository.ts';
import { optionSurchargePaise, paidBasePaise } from '@bazaar/contract/pricing/option-price';
import { freeDelivery } from '@bazaar/contract/pricing/free-delivery';
import { productUnits } from '@bazaar/contract/cart/line-units';
import { cartChoiceKey } from '@bazaar/contract/cart/line-choice';
import {
  availability,
  linePrices,
  optionPrice,
  shippingPerUnitPaise,
  type UnavailableReason,
} from './line-pricing.ts';

export interface PricedAttribute {
  /** In the requested language (frozen into order items as shown). */
  attributeName: string;
  attributeValue: string;
  /** The Arabic names as the shop wrote them (null when none): an order item keeps both. */
  attributeNameAr: string | null;
  attributeValueAr: string | null;
  productAttributeId: number;
  primaryKeyValue: number;
  /** What this option adds to one unit of the price paid. */
  additionalPricePaise: number;
}

export interface PricedLine {
  productId: number;
  /** In the requested language. */
  productName: string;
  /** The English name as the shop wrote it, whatever the language: the order item's name. */
  productNameEn: string;
  /** The Arabic name as the shop wrote it, whatever the language (null when none): an order
   * item keeps it beside the English one. */
  productNameAr: string | null;
  /** The chosen colour's picture, else the product's first; '' when it has none. */
  imageUrl: string;
  quantity: number;
  /** What one unit costs: the sale price when discounted, with the options. */
  unitPricePaise: number;
  /** The list price with the options (equal to unitPricePaise when not discounted). */
  originalUnitPricePaise: number;
  discounted: boolean;
  /** unitPricePaise × quantity; 0 when the line is not available. */
  lineTotalPaise: number;
  /** Shipping of the whole line; 0 when free, digital or not available. */
  shippingPaise: number;
  /** Shipping of one unit (the wire's ShippingCharges, per unit as at the provider's host). */
  shippingPerUnitPaise: number;
  isDigital: boolean;
  selectedAttributes: PricedAttribute[];
  colorName: string;
  sizeShortName: string;
  isAvailable: boolean;
  unitsLeft: number;
  unavailableReason: UnavailableReason | null;
  /** The product's OrderMaximumQuantity as stored (0: no product limit, the line caps at 10). */
  orderMaximumQuantity: number;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Sum of the available lines' totals. */
  subtotalPaise: number;
  /** Sum of the available lines' shipping (0 when the free-delivery threshold is reached). */
  shippingPaise: number;
  /** subtotalPaise + shippingPaise. */
  totalPaise: number;
  /** True when every line can be ordered as asked (an empty cart too). */
  isValid: boolean;
  /** The shop's free-delivery threshold (0: none) and how the subtotal stands against it. */
  freeDeliveryThresholdPaise: number;
  freeDeliveryReached: boolean;
  freeDeliveryAmountLeftPaise: number;
}

export interface PriceCartOptions {
  languageCode: Lang;
  /** FREE_DELIVERY_THRESHOLD_RUPEES in paise; 0 when the shop offers none. */
  freeDeliveryThresholdPaise: number;
}

/** The largest id an integer column holds (PostgreSQL's int4). */
const MAX_ID = 2_147_483_647;

const localized = (lang: Lang, english: string, arabic: string | null) =>
  lang === 'ar' && arabic ? arabic : english;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function pictureOf(images: readonly CartImage[] | undefined, colourId: number | undefined) {
  const coloured = images?.find((image) => colourId !== undefined && image.color_id === colourId);
  return (coloured ?? images?.[0])?.url ?? '';
}

/**
 * Prices `lines` from the database (`db` may be a transaction: the order placement prices inside
 * its own). Throws CartProblem (HTTP 400) for a malformed cart; see cart-problems.ts.
 */
export async function priceCart(
  db: Kysely<Database>,
  lines: readonly CartLine[],
  { languageCode: lang, freeDeliveryThresholdPaise }: PriceCartOptions,
): Promise<PricedCart> {
  // An id past the integer column's range names no product (and PostgreSQL would refuse it).
  const ids = [...new Set(lines.map((line) => line.ProductId))].filter((id) => id <= MAX_ID);
  const [products, options, images] = await Promise.all([
    findCartProducts(db, ids),
    findCartOptions(db, ids),
    findImages(db, ids),
  ]);
  const productById = new Map(products.map((product) => [product.id, product]));
  const chosenPerLine = checkCartLines(
    lines,
    productById,
    groupBy(options, (option) => option.product_id),
  );
  const imagesByProduct = groupBy(images, (image) => image.product_id);

  const priced = lines.map((line, index): PricedLine => {
    const product = productById.get(line.ProductId);
    if (!product) throw new Error('checkCartLines lets no unknown product through');
    const chosen: CartOption[] = chosenPerLine[index] ?? [];
    const prices = linePrices(product, chosen);
    const others = productUnits(lines, product.id, cartChoiceKey(line));
    const state = availability(product, line.Quantity, others);
    const valueOf = (kind: number) => chosen.find((option) => option.attribute_id === kind);
    const colour = valueOf(ATTRIBUTE_KIND.Color);
    const size = valueOf(ATTRIBUTE_KIND.Size);
    const paidBase = paidBasePaise(product.price_paise, product.discounted_price_paise);
    return {
      productId: product.id,
      productName: localized(lang, product.name, product.name_ar),
      productNameEn: product.name,
      productNameAr: product.name_ar || null,
      imageUrl: pictureOf(imagesByProduct.get(product.id), colour?.primary_key_value),
      quantity: line.Quantity,
      unitPricePaise: prices.unitPaise,
      originalUnitPricePaise: prices.originalUnitPaise,
      discounted: prices.discountedUnitPaise !== null,
      lineTotalPaise: state.isAvailable ? prices.unitPaise * line.Quantity : 0,
      shippingPaise: state.isAvailable ? shippingPerUnitPaise(product) * line.Quantity : 0,
      shippingPerUnitPaise: state.isAvailable ? shippingPerUnitPaise(product) : 0,
      isDigital: product.is_digital === 1,
      selectedAttributes: chosen.map((option) => ({
        attributeName: localized(lang, option.attribute_name, option.attribute_name_ar),
        attributeValue: localized(lang, option.display_value, option.display_value_ar),
        attributeNameAr: option.attribute_name_ar || null,
        attributeValueAr: option.display_value_ar || null,
        productAttributeId: option.attribute_id,
        primaryKeyValue: option.primary_key_value,
        additionalPricePaise: optionSurchargePaise(paidBase, optionPrice(option)),
      })),
      colorName: colour ? localized(lang, colour.display_value, colour.display_value_ar) : '',
      sizeShortName: size ? size.display_value : '',
      isAvailable: state.isAvailable,
      unitsLeft: state.unitsLeft,
      unavailableReason: state.unavailableReason,
      orderMaximumQuantity: product.order_maximum_quantity,
    };
  });

  const subtotalPaise = priced.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const delivery = freeDelivery(subtotalPaise, freeDeliveryThresholdPaise);
  // Free delivery waives every line's shipping, so the order items keep what was charged.
  const charged = delivery.reached
    ? priced.map((line) => ({ ...line, shippingPaise: 0, shippingPerUnitPaise: 0 }))
    : priced;
  const shippingPaise = charged.reduce((sum, line) => sum + line.shippingPaise, 0);
  return {
    lines: charged,
    subtotalPaise,
    shippingPaise,
    totalPaise: subtotalPaise + shippingPaise,
    isValid: priced.every((line) => line.isAvailable),
    freeDeliveryThresholdPaise: Math.max(0, freeDeliveryThresholdPaise),
    freeDeliveryReached: delivery.reached,
    freeDeliveryAmountLeftPaise: delivery.amountLeftPaise,
  };
}

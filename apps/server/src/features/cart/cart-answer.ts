// The wire answer of get-customer-cart-items/cart-data (spec §3 cart response plus Bazaar's
// availability fields), in rupees with two decimals, from a PricedCart.
import type { CartData, PricedCartProduct } from '@bazaar/contract/schemas/orders';
import { toRupees } from './money.ts';
import type { PricedCart, PricedLine } from './pricing.ts';

function toCartProduct(line: PricedLine): PricedCartProduct {
  return {
    ProductId: line.productId,
    ProductName: line.productName,
    Price: toRupees(line.originalUnitPricePaise),
    DiscountedPrice: line.discounted ? toRupees(line.unitPricePaise) : null,
    Quantity: line.quantity,
    // Per unit, as at the provider's host; shippingSubTotal is the sum over the quantities.
    ShippingCharges: toRupees(line.shippingPerUnitPaise),
    ItemSubTotal: toRupees(line.lineTotalPaise),
    ColorName: line.colorName,
    SizeShortName: line.sizeShortName,
    ProductImagesJson: line.imageUrl ? [{ AttachmentURL: line.imageUrl }] : [],
    OrderMaximumQuantity: line.orderMaximumQuantity,
    SelectedAttributes: line.selectedAttributes.map((attribute) => ({
      AttributeName: attribute.attributeName,
      AttributeValue: attribute.attributeValue,
    })),
    IsAvailable: line.isAvailable,
    UnitsLeft: line.unitsLeft,
    UnavailableReason: line.unavailableReason,
    IsDigitalProduct: line.isDigital,
  };
}

export function toCartDataAnswer(priced: PricedCart): CartData {
  return {
    productsData: priced.lines.map(toCartProduct),
    cartSubTotal: toRupees(priced.subtotalPaise),
    shippingSubTotal: toRupees(priced.shippingPaise),
    orderTotal: toRupees(priced.totalPaise),
    isValid: priced.isValid,
  };
}

// The wire answer of get-customer-cart-items/cart-data (spec §3 cart response plus Bazaar's
// availability fields), in rupees with two decimals, from a PricedCart.
import type { CartData, PricedCartProduct } from '@bazaar/contract/schemas/orders';
import { paiseToRupees } from '@bazaar/contract/money/paise';
import type { PricedCart, PricedLine } from './pricing.ts';

function toCartProduct(line: PricedLine): PricedCartProduct {
  return {
    ProductId: line.productId,
    ProductName: line.productName,
    Price: paiseToRupees(line.originalUnitPricePaise),
    DiscountedPrice: line.discounted ? paiseToRupees(line.unitPricePaise) : null,
    Quantity: line.quantity,
    // Per unit, as at the provider's host; shippingSubTotal is the sum over the quantities.
    ShippingCharges: paiseToRupees(line.shippingPerUnitPaise),
    ItemSubTotal: paiseToRupees(line.lineTotalPaise),
    ColorName: line.colorName,
    SizeShortName: line.sizeShortName,
    ProductImagesJson: line.imageUrl ? [{ AttachmentURL: line.imageUrl }] : [],
    OrderMaximumQuantity: line.orderMaximumQuantity,
    SelectedAttributes: line.selectedAttributes.map((attribute) => ({
      AttributeName: attribute.attributeName,
      AttributeValue: attribute.attributeValue,
      AdditionalPrice: paiseToRupees(attribute.additionalPricePaise),
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
    cartSubTotal: paiseToRupees(priced.subtotalPaise),
    shippingSubTotal: paiseToRupees(priced.shippingPaise),
    orderTotal: paiseToRupees(priced.totalPaise),
    isValid: priced.isValid,
    freeDeliveryThreshold: paiseToRupees(priced.freeDeliveryThresholdPaise),
    freeDeliveryAmountLeft: paiseToRupees(priced.freeDeliveryAmountLeftPaise),
  };
}

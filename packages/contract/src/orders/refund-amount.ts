// How much goes back when lines leave an order (cancelled before shipping, or returned), so the
// money always reconciles: the shopper ends up having paid exactly what the lines they keep
// cost, with the coupon's discount shared over the kept products — or withdrawn when the kept
// products no longer reach the coupon's minimum order. Each refund is what was paid, less what
// the kept lines owe, less what was refunded before; so line-by-line refunds add up to the
// whole order's, and no rounding is ever paid out twice.
import { shopperPaysPaise } from '../pricing/shopper-pays.ts';

export interface MoneyLine {
  id: number;
  /** The line's products (unit price × quantity), paise. */
  totalPaise: number;
  shippingPaise: number;
}

export interface OrderMoney {
  /** What the shopper paid for the order (shopperPaysPaise). */
  paidPaise: number;
  /** The products' subtotal the discount was taken from. */
  subtotalPaise: number;
  discountPaise: number;
  /** The coupon's minimum order (0 when none, or no coupon). */
  couponMinimumPaise: number;
  /** Refunded for this order so far (earlier cancels and returns). */
  refundedPaise: number;
}

/** An order's money as the refund rule reads it, from the order's stored figures. */
export function orderMoney(
  order: { total_paise: number; discount_paise: number; subtotal_paise: number },
  couponMinimumPaise: number,
  refundedPaise: number,
): OrderMoney {
  return {
    paidPaise: shopperPaysPaise(order.total_paise, order.discount_paise),
    subtotalPaise: order.subtotal_paise,
    discountPaise: order.discount_paise,
    couponMinimumPaise,
    refundedPaise,
  };
}

export interface RefundPlan {
  refundPaise: number;
  /** True when the coupon's discount no longer applies (no line kept, or below its minimum). */
  couponWithdrawn: boolean;
}

/** What the shopper owes for `kept` lines, and whether the coupon still applies to them. */
export function owedForKept(
  money: OrderMoney,
  kept: readonly MoneyLine[],
): { owedPaise: number; couponApplies: boolean } {
  if (kept.length === 0) return { owedPaise: 0, couponApplies: false };
  const products = kept.reduce((sum, line) => sum + line.totalPaise, 0);
  const shipping = kept.reduce((sum, line) => sum + line.shippingPaise, 0);
  const couponApplies = money.discountPaise > 0 && products >= money.couponMinimumPaise;
  const share =
    couponApplies && money.subtotalPaise > 0
      ? Math.round((money.discountPaise * products) / money.subtotalPaise)
      : 0;
  return { owedPaise: Math.max(0, products + shipping - share), couponApplies };
}

/** The refund due when the order's kept lines become `kept` (the leaving ones dropped). */
export function refundFor(money: OrderMoney, kept: readonly MoneyLine[]): RefundPlan {
  const { owedPaise, couponApplies } = owedForKept(money, kept);
  const due = money.paidPaise - money.refundedPaise - Math.min(owedPaise, money.paidPaise);
  return {
    refundPaise: Math.max(0, due),
    couponWithdrawn: money.discountPaise > 0 && !couponApplies,
  };
}
